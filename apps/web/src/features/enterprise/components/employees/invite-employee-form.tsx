import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { MenuItem, Typography } from '@mui/material';
import {
  htmlLangOf,
  inviteEmployeeInput,
  languageAutonyms,
  type EmployeeView,
  type InterfaceLanguage,
  type InviteEmployeeInput,
} from '@visabridge/contract';
import { useForm } from 'react-hook-form';
import { RhfSelectField } from '../../../../components/form/rhf-select-field';
import type { ApiResult } from '../../../../lib/api-client';
import { outcomes } from '../../corporate-messages';
import { CorporateDialogForm } from '../corporate-dialog-form';
import { useCorporateForm } from '../use-corporate-form';

const fields = ['interfaceLanguage'] as const;

type Props = {
  titleId: string;
  employee: EmployeeView;
  /** The languages the site offers, and the one chosen first (the inviter's own). */
  offered: readonly InterfaceLanguage[];
  initialLanguage: InterfaceLanguage;
  isPending: boolean;
  send: (input: InviteEmployeeInput) => Promise<ApiResult<unknown>>;
  onClose: () => void;
};

/** The language of the employee's new account, which their invitation email is written in. */
export function InviteEmployeeForm({
  titleId,
  employee,
  offered,
  initialLanguage,
  isPending,
  send,
  onClose,
}: Props) {
  const { t } = useLingui();
  const form = useForm<InviteEmployeeInput>({
    resolver: zodResolver(inviteEmployeeInput),
    defaultValues: { interfaceLanguage: initialLanguage },
  });
  const dialog = useCorporateForm({ form, fields, outcome: outcomes.inviteEmployee, request: send, onClose });
  const name = `${employee.firstName} ${employee.lastName}`;
  const email = employee.email;

  return (
    <CorporateDialogForm
      title={
        employee.accountState === 'invited' ? t`Resend invitation: ${name}` : t`Invite to VisaBridge: ${name}`
      }
      titleId={titleId}
      submitLabel={t`Send invitation`}
      isPending={isPending}
      {...dialog}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        <Trans>
          We email {email} a link to choose a password. The account and the email are in the language below;
          your colleague can change it later.
        </Trans>
      </Typography>
      <RhfSelectField
        control={form.control}
        name="interfaceLanguage"
        label={t`Language of the account`}
        fullWidth
      >
        {offered.map((language) => (
          <MenuItem key={language} value={language} lang={htmlLangOf(language)}>
            {languageAutonyms[language]}
          </MenuItem>
        ))}
      </RhfSelectField>
    </CorporateDialogForm>
  );
}
