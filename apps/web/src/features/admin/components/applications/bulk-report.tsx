import { Alert, AlertTitle, Box } from '@mui/material';
import { formatCount } from '../../../../lib/format';

export type BulkReport = { updatedCount: number; refused: { reference: string; message: string }[] };

type Props = { report: BulkReport; onClose: () => void };

/** What a bulk status update did: how many were updated, and each refused application with the reason. */
export function BulkReportAlert({ report, onClose }: Props) {
  const { updatedCount, refused } = report;
  return (
    <Alert severity={refused.length ? 'warning' : 'success'} onClose={onClose} sx={{ mx: 2, mb: 2 }}>
      <AlertTitle>
        Updated {formatCount(updatedCount, 'application')}
        {refused.length > 0 && `; ${refused.length} refused`}
      </AlertTitle>
      {refused.length > 0 && (
        <Box component="ul" aria-label="Refused applications" sx={{ m: 0, pl: 2.5 }}>
          {refused.map(({ reference, message }) => (
            <li key={reference}>
              <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                {reference}
              </Box>
              : {message}
            </li>
          ))}
        </Box>
      )}
      {refused.length > 0 && 'The refused applications stay selected.'}
    </Alert>
  );
}
