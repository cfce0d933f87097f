import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AlertTitle, Box } from '@mui/material';
import type { FieldError } from '@visabridge/contract';

/** Why the server refused the file: its message, and each problem with its line. */
export type BulkRefusal = { message: string; problems: FieldError[] };

/** The refused upload: nothing was filed; every problem listed so the file can be fixed and sent again. */
export function BulkRefusalAlert({ refusal }: { refusal: BulkRefusal }) {
  const { t } = useLingui();
  return (
    <Alert severity="error">
      <AlertTitle>{refusal.message}</AlertTitle>
      {refusal.problems.length > 0 && (
        <Box
          component="ul"
          aria-label={t`Problems in the file`}
          sx={{ m: 0, pl: 2.5, maxHeight: 200, overflowY: 'auto', overflowWrap: 'anywhere' }}
        >
          {refusal.problems.map(({ field, message }) => (
            <li key={`${field} ${message}`}>{message}</li>
          ))}
        </Box>
      )}
      <Trans>Fix those rows, in the file or in the text above, and upload again.</Trans>
    </Alert>
  );
}
