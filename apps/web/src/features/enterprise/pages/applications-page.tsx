import { useLingui } from '@lingui/react/macro';
import { PageContainer } from '../../../components/layout/page-container';
import { ApplicationsTab } from '../components/applications/applications-tab';

/** 'Applications' in the corporate nav: every application filed for the company's employees. */
export default function ApplicationsPage() {
  const { t } = useLingui();
  return (
    <PageContainer
      title={t`Visa Applications`}
      subtitle={t`Every application filed for your employees: find one, follow its status or file new ones.`}
    >
      <ApplicationsTab />
    </PageContainer>
  );
}
