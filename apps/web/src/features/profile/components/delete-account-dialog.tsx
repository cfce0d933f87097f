import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Typography } from '@mui/material';
import { accountMessages, deleteAccountInput } from '@visabridge/contract';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { useAuth } from '../../../lib/auth/auth-context';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import { useFormRequest } from '../../../lib/use-form-request';
import { useDeleteAccount } from '../api/delete-account';

const erased: MessageDescriptor[] = [
  msg({
    message: 'your name, contact details, date of birth and password',
    comment: 'erased when an account is deleted',
  }),
  msg({
    message: 'every sign-in session, notification and email link',
    comment: 'erased when an account is deleted',
  }),
  msg({
    message: 'draft applications, and every document you uploaded',
    comment: 'erased when an account is deleted',
  }),
  msg({
    message: 'the personal details and messages in your submitted applications',
    comment: 'erased when an account is deleted',
  }),
];

const kept: MessageDescriptor[] = [
  msg({
    message:
      'submitted applications without your details (destination, dates, status and fees), for the records',
    comment: 'kept when an account is deleted',
  }),
  msg({
    message: 'payments, as financial records, tied to an anonymous account',
    comment: 'kept when an account is deleted',
  }),
];

function TitledList({ title, items }: { title: string; items: readonly MessageDescriptor[] }) {
  const { t } = useLingui();
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Typography component="ul" variant="body2" sx={{ pl: 2.5, my: 0.5 }}>
        {items.map((item) => (
          <li key={item.id}>{t(item)}</li>
        ))}
      </Typography>
    </div>
  );
}

/** Asks for the password once more; on success the session ends and the user lands on the home page. */
export function DeleteAccountDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { endSession } = useAuth();
  const remove = useDeleteAccount();
  const { control, handleSubmit, clearErrors, setError, reset } = useForm({
    resolver: zodResolver(deleteAccountInput),
    defaultValues: { password: '' },
    reValidateMode: 'onSubmit',
  });
  const send = useFormRequest(setError, ['password']);

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (input) => {
    if (await send(remove.mutateAsync(input), accountMessages.accountDeleted)) endSession();
  });

  return (
    <FormDialog
      isOpen={isOpen}
      title={t`Delete your account?`}
      submitLabel={t`Delete my account`}
      isDestructive
      isPending={remove.isPending}
      onSubmit={onSubmit}
      onInput={clearErrorOnEdit(clearErrors)}
      onClose={close}
    >
      <Stack spacing={2}>
        <Alert severity="warning">
          <Trans>This cannot be undone.</Trans>
        </Alert>
        <TitledList
          title={t({ message: 'Erased', comment: 'heading: what deleting the account erases' })}
          items={erased}
        />
        <TitledList
          title={t({ message: 'Kept', comment: 'heading: what deleting the account keeps' })}
          items={kept}
        />
        <RhfTextField
          control={control}
          name="password"
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          helperText={t`Enter your password to confirm`}
          isRequired
          autoFocus
        />
      </Stack>
    </FormDialog>
  );
}
