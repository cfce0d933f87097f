import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Avatar, Box, Button, List, ListItem, Typography } from '@mui/material';
import type { AgentApplicationView } from '@visabridge/contract';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { initialOf } from '../../../lib/format';
import { StatusChip } from '../../applications/components/status-chip';
import { useAgentApplications } from '../api/use-agent-applications';
import { lastContactText } from './application-row-text';
import { AgentPagedList } from './paged-list';

const pageSize = 10;

type Props = { agentId: string; onContact: (application: AgentApplicationView) => void };

/** Client Communication: every client of the agent, when they were last written to, and a way to write. */
export function CommunicationTab({ agentId, onContact }: Props) {
  const [page, setPage] = useState(1);
  const query = useMemo(
    () => new URLSearchParams({ page: String(page), pageSize: String(pageSize) }),
    [page],
  );
  const list = useAgentApplications(agentId, query);

  return (
    <AgentPagedList
      query={list}
      paging={{ page, setPage }}
      loadingLabel="Loading your clients..."
      empty={
        <EmptyState icon={ForumOutlinedIcon} title="No clients yet">
          Clients appear here once applications are assigned to you.
        </EmptyState>
      }
    >
      {(applications) => (
        <List aria-label="Clients" disablePadding>
          {applications.map((application) => (
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
                  Last contact: {lastContactText(application)}
                </Typography>
              </Box>
              <Button
                variant="outlined"
                startIcon={<MailOutlineIcon />}
                onClick={() => onContact(application)}
                aria-label={`Contact client about ${application.referenceNumber}`}
                sx={{ whiteSpace: 'nowrap', ml: { xs: 7, sm: 0 } }}
              >
                Contact client
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </AgentPagedList>
  );
}
