import { PageContainer } from '../../../components/layout/page-container';
import { ApplicationsTab } from '../components/applications/applications-tab';

/** 'Applications' in the corporate nav: every application filed for the company's employees. */
export default function ApplicationsPage() {
  return (
    <PageContainer
      title="Visa Applications"
      subtitle="Every application filed for your employees: find one, follow its status or file new ones."
    >
      <ApplicationsTab />
    </PageContainer>
  );
}
