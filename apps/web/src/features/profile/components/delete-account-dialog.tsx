import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, Typography } from '@mui/material';
import { accountMessages, deleteAccountInput } from '@visabridge/contract';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { useAuth } from '../../../lib/auth/auth-context';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import { useFormRequest } from '../../../lib/use-form-request';
import { useDeleteAccount } from '../api/delete-account';

const erased = [
  'your name, contact details, date of birth and password',
  'every sign-in session, notification and email link',
  'draft applications, and every document you uploaded',
  'the personal details and messages in your submitted applications',
];

const kept = [
  'submitted applications without your details (destination, dates, status and fees), for the records',
  'payments, as financial records, tied to an anonymous account',
];

function TitledList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Typography component="ul" variant="body2" sx={{ pl: 2.5, my: 0.5 }}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Typography>
    </div>
  );
}

/** Asks for the password once more; on success the session ends and the user lands on the home page. */
export function DeleteAccountDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
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
      title="Delete your account?"
      submitLabel="Delete my account"
      isDestructive
      isPending={remove.isPending}
      onSubmit={onSubmit}
      onInput={clearErrorOnEdit(clearErrors)}
      onClose={close}
    >
      <Stack spacing={2}>
        <Alert severity="warning">This cannot be undone.</Alert>
        <TitledList title="Erased" items={erased} />
        <TitledList title="Kept" items={kept} />
        <RhfTextField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          helperText="Enter your password to confirm"
          isRequired
          autoFocus
        />
      </Stack>
    </FormDialog>
  );
}
