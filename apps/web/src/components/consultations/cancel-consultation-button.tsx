import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mui/material';
import type { ConsultationView } from '@visabridge/contract';
import { errorMessage, isSessionEnd } from '../../lib/api-client';
import { useToast } from '../../lib/use-toast';
import { useCancelConsultation } from '../../lib/api/consultation-changes';

/** Cancels the user's consultation while it has not begun. */
export function CancelConsultationButton({ consultation }: { consultation: ConsultationView }) {
  const { t } = useLingui();
  const toast = useToast();
  const cancel = useCancelConsultation();
  const onClick = async () => {
    try {
      await cancel.mutateAsync(consultation.id);
      toast.success(t`Consultation cancelled`);
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(errorMessage(error));
    }
  };
  return (
    <Button
      variant="outlined"
      color="error"
      size="small"
      loading={cancel.isPending}
      onClick={() => void onClick()}
      sx={{ flexShrink: 0 }}
    >
      <Trans comment="button: cancels the user's booked consultation">Cancel</Trans>
    </Button>
  );
}
