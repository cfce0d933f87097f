import { Trans, useLingui } from '@lingui/react/macro';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Button } from '@mui/material';
import type { ButtonProps } from '@mui/material';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useMarkAllRead } from '../api/mark-all-read';

type Props = { unread: number; size?: ButtonProps['size'] };

/** Marks every notification read; disabled when there is nothing unread. */
export function MarkAllReadButton({ unread, size }: Props) {
  const { t } = useLingui();
  const toast = useToast();
  const markAllRead = useMarkAllRead();
  const markAll = () =>
    markAllRead.mutate(undefined, {
      onSuccess: () => toast.success(t`All notifications marked as read`),
      onError: (error) => !isSessionEnd(error) && toast.error(errorMessage(error)),
    });
  return (
    <Button
      onClick={markAll}
      loading={markAllRead.isPending}
      disabled={unread === 0}
      startIcon={<DoneAllIcon />}
      size={size}
    >
      <Trans>Mark all as read</Trans>
    </Button>
  );
}
