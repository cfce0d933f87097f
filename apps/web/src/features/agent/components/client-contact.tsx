import { Trans } from '@lingui/react/macro';
import { Box, Link, Typography } from '@mui/material';
import type { AgentApplicationView } from '@visabridge/contract';

/** Stacked links a finger can hit: at least 24 px high each (WCAG 2.5.8). */
const target = { display: 'block', minHeight: 24, lineHeight: '24px' };

type Props = {
  application: Pick<AgentApplicationView, 'clientName' | 'clientEmail' | 'clientPhone' | 'companyName'>;
};

/**
 * The client's name (for a company's case, the employee's, with the company), with their email and
 * phone as links the agent can use straight away.
 */
export function ClientContact({ application }: Props) {
  const { clientName, clientEmail, clientPhone, companyName } = application;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {clientName}
      </Typography>
      {companyName && (
        <Typography variant="body2" color="text.secondary">
          <Trans comment="the company the client's application is filed for">for {companyName}</Trans>
        </Typography>
      )}
      <Link href={`mailto:${clientEmail}`} variant="body2" sx={{ ...target, overflowWrap: 'anywhere' }}>
        {clientEmail}
      </Link>
      {clientPhone && (
        <Link
          href={`tel:${clientPhone.replace(/[^\d+]/g, '')}`}
          variant="body2"
          color="text.secondary"
          sx={target}
        >
          {clientPhone}
        </Link>
      )}
    </Box>
  );
}
