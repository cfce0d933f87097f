import { Trans, useLingui } from '@lingui/react/macro';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Alert, Box, MenuItem } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { RhfTextField } from '../../../../components/form/rhf-text-field';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { clearErrorOnEdit } from '../../../../lib/form-errors';
import { isCompanyRole, roleOptions } from '../role-labels';
import { useCreateUserForm } from './use-create-user-form';
import { RhfSelectField } from '../../../../components/form/rhf-select-field';
import { FormErrorAlert } from '../../../../components/form/form-error-alert';

type Props = { isOpen: boolean; onClose: () => void };

/** Creates an account and emails the person an invitation to choose their password (decision 14). */
export function CreateUserDialog({ isOpen, onClose }: Props) {
  const { t } = useLingui();
  const { form, onSubmit, serverError, isSaving } = useCreateUserForm(onClose);
  const { control } = form;
  const role = useWatch({ control, name: 'role' });

  return (
    <FormDialog
      isOpen={isOpen}
      title={t`Create User`}
      submitLabel={t`Create User`}
      isPending={isSaving}
      onSubmit={(event) => void onSubmit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
      onClose={onClose}
    >
      <Alert severity="info" role="note" icon={<MailOutlineIcon />} sx={{ mb: 2 }}>
        <Trans>
          We email an invitation to this address. The new user follows its link to choose a password, then
          signs in.
        </Trans>
      </Alert>
      <FormErrorAlert message={serverError} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        <RhfTextField control={control} name="firstName" label={t`First Name`} required autoComplete="off" />
        <RhfTextField control={control} name="lastName" label={t`Last Name`} required autoComplete="off" />
        <RhfTextField
          control={control}
          name="email"
          label={t`Email`}
          type="email"
          required
          autoComplete="off"
          sx={{ gridColumn: '1 / -1' }}
        />
        <RhfSelectField control={control} name="role" label={t`Role`} required>
          {roleOptions.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {t(option.label)}
            </MenuItem>
          ))}
        </RhfSelectField>
        {isCompanyRole(role) && (
          <RhfTextField control={control} name="companyName" label={t`Company`} required autoComplete="off" />
        )}
      </Box>
    </FormDialog>
  );
}
