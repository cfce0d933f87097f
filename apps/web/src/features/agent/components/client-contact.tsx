import { Box, Link, Typography } from '@mui/material';
import type { AgentApplicationView } from '@visabridge/contract';

type Props = { application: Pick<AgentApplicationView, 'clientName' | 'clientEmail' | 'clientPhone'> };

/** The client's name with their email and phone as links the agent can use straight away. */
export function ClientContact({ application }: Props) {
  const { clientName, clientEmail, clientPhone } = application;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {clientName}
      </Typography>
      <Link
        href={`mailto:${clientEmail}`}
        variant="body2"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {clientEmail}
      </Link>
      {clientPhone && (
        <Link href={`tel:${clientPhone.replace(/[^\d+]/g, '')}`} variant="body2" color="text.secondary">
          {clientPhone}
        </Link>
      )}
    </Box>
  );
}
