import { useLingui } from '@lingui/react/macro';
import { PageContainer } from '../../../components/layout/page-container';
import { EmployeesTab } from '../components/employees/employees-tab';
import { NotifyTeamButton } from '../components/notify-team-button';

/** 'Manage Team' (quick action): the company's employees, to add, edit, deactivate and file applications for. */
export default function TeamPage() {
  const { t } = useLingui();
  return (
    <PageContainer
      title={t`Manage Team`}
      subtitle={t`Add employees, keep their details up to date, file visa applications for them and send them news.`}
      actions={<NotifyTeamButton />}
    >
      <EmployeesTab />
    </PageContainer>
  );
}
