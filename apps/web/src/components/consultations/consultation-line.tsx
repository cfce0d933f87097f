import { useLingui } from '@lingui/react/macro';
import { Box, ListItem, Typography } from '@mui/material';
import type { ConsultationView } from '@visabridge/contract';
import type { ReactNode } from 'react';
import { ConsultationStatusChip } from './consultation-status-chip';
import { consultationSubject, consultationWhen } from './consultation-when';

type Props = { consultation: ConsultationView; who?: string; action?: ReactNode };

/** One consultation in a list: its subject, when, with whom, its status and an action (cancel, assign). */
export function ConsultationLine({ consultation, who, action }: Props) {
  const { i18n } = useLingui();
  return (
    <ListItem
      divider
      sx={{ gap: 2, py: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{consultationSubject(i18n, consultation)}</Typography>
        <Typography variant="body2">{consultationWhen(i18n, consultation)}</Typography>
        {who && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {who}
          </Typography>
        )}
        {consultation.notes && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {consultation.notes}
          </Typography>
        )}
        <Box sx={{ mt: 0.5 }}>
          <ConsultationStatusChip status={consultation.status} />
        </Box>
      </Box>
      {action}
    </ListItem>
  );
}
