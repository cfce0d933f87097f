import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Typography } from '@mui/material';
import { isPaymentDue, type ApplicationListItemView } from '@visabridge/contract';
import { formatNumber } from '../../../../lib/format';

type Props = {
  application: Pick<ApplicationListItemView, 'status' | 'paymentState' | 'openDocumentRequests'>;
};

/** What a row asks of the traveller: fees to pay, documents staff requested. Nothing when all is done. */
export function ApplicationsRowNotes({ application }: Props) {
  const { t } = useLingui();
  const requests = application.openDocumentRequests;
  const requestCount = formatNumber(requests);
  const notes = [
    isPaymentDue({ status: application.status, payment: { state: application.paymentState } }) &&
      t`Payment due`,
    requests > 0 &&
      t({
        message: plural(requests, {
          one: `${requestCount} document requested`,
          other: `${requestCount} documents requested`,
        }),
        comment: 'documents staff asked the traveller for and not uploaded yet',
      }),
  ].filter(Boolean);
  if (notes.length === 0) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, fontWeight: 600 }}>
      {notes.join(' · ')}
    </Typography>
  );
}
