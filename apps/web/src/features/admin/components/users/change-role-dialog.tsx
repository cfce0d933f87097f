import { Trans, useLingui } from '@lingui/react/macro';
import { DialogContentText, MenuItem, Stack } from '@mui/material';
import { updateUserInput } from '@visabridge/contract';
import type { AdminUserListItem } from '@visabridge/contract';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { LastShown } from '../../../../components/last-shown';
import { useUpdateUser } from '../../api/update-user';
import { adminMessages } from '../../admin-messages';
import { isCompanyRole, roleLabels, roleOptions } from '../role-labels';
import { useOutcomeToasts } from '../use-outcome-toasts';
import { TextField } from '../../../../components/form/text-field';
import { SelectField } from '../../../../components/form/select-field';

type Props = { user: AdminUserListItem | null; onClose: () => void };

/** Changes an account's role once the admin confirms it; a company role also needs the company's name. */
export function ChangeRoleDialog({ user, onClose }: Props) {
  // Each account starts from its own role and company.
  return (
    <LastShown item={user}>
      {(shown, isOpen) => <ChangeRoleForm user={shown} isOpen={isOpen} onClose={onClose} />}
    </LastShown>
  );
}

function ChangeRoleForm({
  user,
  isOpen,
  onClose,
}: {
  user: AdminUserListItem;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const update = useUpdateUser();
  const outcome = useOutcomeToasts();
  const [role, setRole] = useState<string>(user.role);
  const [companyName, setCompanyName] = useState(user.companyName ?? '');
  const [companyError, setCompanyError] = useState<string | null>(null);
  const needsCompany = isCompanyRole(role);
  const userName = user.fullName;
  const roleName = t(roleLabels[user.role]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (role === user.role) return onClose();
    const parsed = updateUserInput.safeParse(needsCompany ? { role, companyName } : { role });
    if (!parsed.success) return setCompanyError(parsed.error.issues[0]?.message ?? null);
    update.mutate(
      { id: user.id, ...parsed.data },
      outcome.callbacks(t(adminMessages.userRoleUpdated), t(adminMessages.userRoleFailed), onClose),
    );
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={t`Change role`}
      submitLabel={t`Change role`}
      isPending={update.isPending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <DialogContentText sx={{ mb: 2 }}>
        <Trans>
          {userName} is {roleName} now. A new role changes what they can see and do from their next page on.
        </Trans>
      </DialogContentText>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <SelectField label={t`New role`} value={role} onChange={(event) => setRole(event.target.value)}>
          {roleOptions.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {t(option.label)}
            </MenuItem>
          ))}
        </SelectField>
        {needsCompany && (
          <TextField
            label={t`Company`}
            value={companyName}
            onChange={(event) => {
              setCompanyName(event.target.value);
              setCompanyError(null);
            }}
            required
            error={companyError !== null}
            helperText={companyError}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        )}
      </Stack>
    </FormDialog>
  );
}
