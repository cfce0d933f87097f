import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AlertTitle, Box } from '@mui/material';
import { formatNumber } from '../../../../lib/format';

export type BulkReport = { updatedCount: number; refused: { reference: string; message: string }[] };

type Props = { report: BulkReport; onClose: () => void };

/** What a bulk status update did: how many were updated, and each refused application with the reason. */
export function BulkReportAlert({ report, onClose }: Props) {
  const { t } = useLingui();
  const { updatedCount, refused } = report;
  const updatedText = formatNumber(updatedCount);
  const refusedCount = formatNumber(refused.length);
  return (
    <Alert severity={refused.length ? 'warning' : 'success'} onClose={onClose} sx={{ mx: 2, mb: 2 }}>
      <AlertTitle>
        {refused.length > 0
          ? t({
              message: plural(updatedCount, {
                one: `Updated ${updatedText} application; ${refusedCount} refused`,
                other: `Updated ${updatedText} applications; ${refusedCount} refused`,
              }),
              comment: 'the result of a bulk status change: {refusedCount} applications kept their status',
            })
          : t`${plural(updatedCount, {
              one: `Updated ${updatedText} application`,
              other: `Updated ${updatedText} applications`,
            })}`}
      </AlertTitle>
      {refused.length > 0 && (
        <Box component="ul" aria-label={t`Refused applications`} sx={{ m: 0, pl: 2.5 }}>
          {refused.map(({ reference, message }) => (
            <li key={reference}>
              <Trans comment="a refused application's reference, then the reason the server gave">
                <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {reference}
                </Box>
                : {message}
              </Trans>
            </li>
          ))}
        </Box>
      )}
      {refused.length > 0 && <Trans>The refused applications stay selected.</Trans>}
    </Alert>
  );
}
