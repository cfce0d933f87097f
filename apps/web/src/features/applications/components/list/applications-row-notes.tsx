import { Typography } from '@mui/material';
import { isPaymentDue, type ApplicationListItemView } from '@visabridge/contract';

type Props = {
  application: Pick<ApplicationListItemView, 'status' | 'paymentState' | 'openDocumentRequests'>;
};

/** What a row asks of the traveller: fees to pay, documents staff requested. Nothing when all is done. */
export function ApplicationsRowNotes({ application }: Props) {
  const requests = application.openDocumentRequests;
  const notes = [
    isPaymentDue({ status: application.status, payment: { state: application.paymentState } }) &&
      'Payment due',
    requests > 0 && `${requests} ${requests === 1 ? 'document' : 'documents'} requested`,
  ].filter(Boolean);
  if (notes.length === 0) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, fontWeight: 600 }}>
      {notes.join(' · ')}
    </Typography>
  );
}
