import { useLingui } from '@lingui/react/macro';
import { DialogContentText } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import type { ApiResult } from '../../../lib/api-client';
import { useLastShown } from '../../../lib/use-last-shown';
import { useOutcomeToasts } from './use-outcome-toasts';

type Props<T> = {
  /** The row to delete; null closes the dialog, its last question kept on screen while it fades out. */
  item: T | null;
  idOf: (item: T) => string;
  /** 'Delete entry rule': the dialog's name. */
  title: string;
  /** What deleting the row does, as a question naming it. */
  question: (item: T) => ReactNode;
  remove: UseMutationResult<ApiResult<unknown>, unknown, string>;
  /** The toasts: what deleting it says, and what a failure says when the server gives no reason. */
  deleted: string;
  deleteFailed: string;
  onClose: () => void;
};

/** Asks before an admin deletes a row (a policy, a rule, a destination's conditions), saying what follows. */
export function ConfirmDeleteDialog<T>({ item, idOf, title, question, remove, deleted, ...rest }: Props<T>) {
  const { t } = useLingui();
  const { deleteFailed, onClose } = rest;
  const outcome = useOutcomeToasts();
  const shown = useLastShown(item);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (item === null) return;
    remove.mutate(idOf(item), outcome.callbacks(deleted, deleteFailed, onClose));
  };

  return (
    <FormDialog
      isOpen={item !== null}
      title={title}
      submitLabel={t({ message: 'Delete', comment: 'button: confirms deleting a row' })}
      isDestructive
      isPending={remove.isPending}
      onSubmit={confirm}
      onClose={onClose}
      maxWidth="xs"
    >
      <DialogContentText>{shown !== null && question(shown)}</DialogContentText>
    </FormDialog>
  );
}
