import { Trans, useLingui } from '@lingui/react/macro';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Avatar, Box, Button, List, ListItem, Typography } from '@mui/material';
import type { ApplicationRef } from '../application-ref';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/lists/empty-state';
import { initialOf } from '../../../lib/format';
import { StatusChip } from '../../../components/applications/status-chip';
import { useAgentApplications } from '../api/use-agent-applications';
import { lastContactText } from './application-row-text';
import { AgentPagedList } from './paged-list';

const pageSize = 10;

type Props = { agentId: string; onContact: (application: ApplicationRef) => void };

/** Client Communication: every client of the agent, when they were last written to, and a way to write. */
export function CommunicationTab({ agentId, onContact }: Props) {
  const { t, i18n } = useLingui();
  // The cursors of the pages shown so far: the last is this page's.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const query = useMemo(
    () => new URLSearchParams({ pageSize: String(pageSize), ...(cursor ? { cursor } : {}) }),
    [cursor],
  );
  const list = useAgentApplications(agentId, query);
  const paging = {
    hasPrevious: cursors.length > 0,
    goNext: (next: string) => setCursors([...cursors, next]),
    goPrevious: () => setCursors(cursors.slice(0, -1)),
  };

  return (
    <AgentPagedList
      query={list}
      paging={paging}
      loadingLabel={t`Loading your clients...`}
      empty={
        <EmptyState icon={ForumOutlinedIcon} title={t`No clients yet`}>
          <Trans>Clients appear here once applications are assigned to you.</Trans>
        </EmptyState>
      }
    >
      {(applications) => (
        <List aria-label={t`Clients`} disablePadding>
          {applications.map((application) => {
            const { referenceNumber } = application;
            const lastContact = lastContactText(i18n, application);
            return (
              <ListItem
                key={application.id}
                divider
                sx={{ gap: 2, py: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
              >
                <Avatar sx={{ bgcolor: 'action.selected', color: 'primary.main' }} aria-hidden="true">
                  {initialOf(application.clientName)}
                </Avatar>
                <Box sx={{ flexGrow: 1, minWidth: 0, flexBasis: { xs: 'calc(100% - 56px)', sm: 'auto' } }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {application.clientName}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {application.clientEmail}
                    </Typography>
                  </Typography>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="body2" color="text.secondary">
                      {application.referenceNumber} · {application.destination}
                    </Typography>
                    <StatusChip status={application.status} />
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    <Trans comment="when the agent last wrote to the client">
                      Last contact: {lastContact}
                    </Trans>
                  </Typography>
                </Box>
                <Button
                  variant="outlined"
                  startIcon={<MailOutlineIcon />}
                  onClick={() => onContact(application)}
                  aria-label={t`Contact client about ${referenceNumber}`}
                  sx={{ whiteSpace: 'nowrap', ml: { xs: 7, sm: 0 } }}
                >
                  <Trans>Contact client</Trans>
                </Button>
              </ListItem>
            );
          })}
        </List>
      )}
    </AgentPagedList>
  );
}
