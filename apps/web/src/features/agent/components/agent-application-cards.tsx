import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { StaffApplicationListItem } from '@visabridge/contract';
import { FactItem } from '../../../components/layout/fact-list';
import { PriorityChip } from '../../../components/priority-chip';
import { StatusChip } from '../../../components/applications/status-chip';
import { TripChip } from '../../../components/applications/trip-chip';
import { AgentRowActions } from './agent-row-actions';
import type { ApplicationActions } from './agent-row-actions';
import { assignedText, documentsCovered, lastContactText, openRequestsText } from './application-row-text';
import { ClientContact } from './client-contact';

type Props = ApplicationActions & {
  applications: StaffApplicationListItem[];
  onShowTrip: (tripReference: string) => void;
};

/** The agent's applications as cards, one under another, for narrow screens. */
export function AgentApplicationCards({ applications, onShowTrip, ...actions }: Props) {
  return (
    <Stack
      component="ul"
      aria-label="My assigned applications"
      spacing={1.5}
      sx={{ listStyle: 'none', m: 0, p: 1.5 }}
    >
      {applications.map((application) => (
        <Card component="li" key={application.id}>
          <CardContent sx={{ pb: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <Typography component="p" sx={{ fontFamily: 'monospace', fontWeight: 700, flexGrow: 1 }}>
                {application.referenceNumber}
              </Typography>
              <PriorityChip priority={application.priority} />
              <StatusChip status={application.status} />
            </Box>
            <TripChip application={application} onShowTrip={onShowTrip} />
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {application.destination} · {application.visaTypeName}
            </Typography>
            <ClientContact application={application} />
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 1.5,
                display: 'grid',
                gap: 1,
                gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
              }}
            >
              <FactItem label="Assigned">{assignedText(application)}</FactItem>
              <FactItem label="Last contact">{lastContactText(application)}</FactItem>
              <FactItem label="Documents">
                {documentsCovered(application.documentsUploaded, application.documentsRequired)}{' '}
                {openRequestsText(application) ?? ''}
              </FactItem>
            </Box>
          </CardContent>
          <Box sx={{ px: 2, pb: 2 }}>
            <AgentRowActions application={application} {...actions} />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
