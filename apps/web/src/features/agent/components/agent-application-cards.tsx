import { useLingui } from '@lingui/react/macro';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { StaffApplicationListItem } from '@visabridge/contract';
import { FactItem } from '../../../components/layout/fact-list';
import { PriorityChip } from '../../../components/applications/priority-chip';
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
  const { t, i18n } = useLingui();
  return (
    <Stack
      component="ul"
      aria-label={t`My assigned applications`}
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
              <FactItem
                label={t({
                  message: 'Assigned',
                  context: 'date assigned',
                  comment: 'column: when the application was assigned to the agent',
                })}
              >
                {assignedText(application)}
              </FactItem>
              <FactItem
                label={t({ message: 'Last contact', comment: 'when the agent last wrote to the client' })}
              >
                {lastContactText(i18n, application)}
              </FactItem>
              <FactItem
                label={t({
                  message: 'Documents',
                  comment: "column: the application's documents, uploaded out of required",
                })}
              >
                {documentsCovered(application.documentsUploaded, application.documentsRequired)}{' '}
                {openRequestsText(i18n, application) ?? ''}
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
