import { useLingui } from '@lingui/react/macro';
import { Box, Paper, Tab, Tabs } from '@mui/material';
import type { ApplicationRef } from '../application-ref';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { DashboardHeader } from '../../../components/dashboard/dashboard-header';
import { DashboardShell } from '../../../components/dashboard/dashboard-shell';
import { QuickActionsPanel } from '../../../components/dashboard/quick-actions-panel';
import { quickActions } from '../../../components/dashboard/quick-actions';
import { useLinkedApplication } from '../api/use-linked-application';
import { AgentStatCards } from '../components/agent-stat-cards';
import { ApplicationDetailDialog } from '../components/application-detail-dialog';
import { ApplicationsTab } from '../components/applications-tab';
import { StaffChatInbox } from '../../../components/chat/staff-chat-inbox';
import { CommunicationTab } from '../components/communication-tab';
import { ContactClientDialog } from '../components/contact-client-dialog';
import { TasksTab } from '../components/tasks-tab';
import { agentTabs, useAgentTab } from '../components/use-agent-tab';

/** The agent's workspace: their figures, assigned applications, tasks and client messages. */
export default function AgentDashboardPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const [tab, setTab] = useAgentTab();
  const [viewing, setViewing] = useState<ApplicationRef | null>(null);
  const [contacting, setContacting] = useState<ApplicationRef | null>(null);
  const { linked, clear } = useLinkedApplication();
  if (!user) return null;

  return (
    <DashboardShell>
      <DashboardHeader
        title={t`Agent Dashboard`}
        subtitle={t`Work on your assigned applications, tasks and client messages.`}
        role={user.role}
      />
      <AgentStatCards />
      <Paper variant="outlined" sx={{ mt: 3, overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: typeof tab) => setTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t`Agent work`}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {agentTabs.map(({ value, label }) => (
            <Tab
              key={value}
              value={value}
              label={t(label)}
              id={`agent-tab-${value}`}
              aria-controls={`agent-panel-${value}`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`agent-panel-${tab}`} aria-labelledby={`agent-tab-${tab}`}>
          {tab === 'applications' && (
            <ApplicationsTab agentId={user.id} onView={setViewing} onContact={setContacting} />
          )}
          {tab === 'tasks' && <TasksTab agentId={user.id} />}
          {tab === 'communication' && <CommunicationTab agentId={user.id} onContact={setContacting} />}
          {tab === 'chat' && (
            <Box sx={{ p: 2 }}>
              <StaffChatInbox userId={user.id} />
            </Box>
          )}
        </Box>
      </Paper>
      <Box sx={{ mt: 3 }}>
        <QuickActionsPanel actions={quickActions.agent} />
      </Box>
      <ApplicationDetailDialog
        application={viewing ?? linked}
        agentId={user.id}
        onClose={() => {
          setViewing(null);
          clear();
        }}
        onContact={setContacting}
      />
      <ContactClientDialog application={contacting} agentId={user.id} onClose={() => setContacting(null)} />
    </DashboardShell>
  );
}
