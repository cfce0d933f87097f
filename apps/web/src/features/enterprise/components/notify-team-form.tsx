import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mui/material';
import { notifyTeamInput } from '@visabridge/contract';
import type { notifyTeamView } from '@visabridge/contract';
import type { EmployeeView } from '@visabridge/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import type { ApiResult } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useActiveEmployees } from '../api/list-employees';
import { outcomes } from '../corporate-messages';
import { CorporateDialogForm } from './corporate-dialog-form';
import { EmployeesField } from './employees-field';
import { InviteWithoutAccountAction } from './invite-without-account-action';
import { useCorporateForm } from './use-corporate-form';

type Values = z.input<typeof notifyTeamInput>;
const fields = ['employeeIds', 'title', 'message'] as const;
const nameOf = (employee: EmployeeView) => `${employee.firstName} ${employee.lastName}`;

type Props = {
  titleId: string;
  isPending: boolean;
  send: (input: z.output<typeof notifyTeamInput>) => Promise<ApiResult<z.infer<typeof notifyTeamView>>>;
  onClose: () => void;
};

/** Recipients (active employees; only those who accepted the invitation are reached), a title and a message. */
export function NotifyTeamForm({ titleId, isPending, send, onClose }: Props) {
  const { t } = useLingui();
  const employees = useActiveEmployees();
  const toast = useToast();
  const form = useForm<Values, unknown, z.output<typeof notifyTeamInput>>({
    resolver: zodResolver(notifyTeamInput),
    defaultValues: { employeeIds: [], title: '', message: '' },
    reValidateMode: 'onSubmit',
  });
  const dialog = useCorporateForm({
    form,
    fields,
    outcome: outcomes.notifyTeam,
    request: send,
    // A warning, not a green success, when someone was not reached; with a way to invite them.
    announce: ({ data, message }) => {
      const text = message ?? t(outcomes.notifyTeam.success);
      if (data.skipped === 0) toast.success(text);
      else {
        const notReached = data.notAccepted.map(({ name }) => name).join(', ');
        toast.warning(
          t({
            message: `${text} Not reached: ${notReached}.`,
            comment:
              '{text} says the team was notified; {notReached} lists the names of the employees not reached',
          }),
          {
            persist: true,
            action: (key) => <InviteWithoutAccountAction onDone={() => toast.close(key)} />,
          },
        );
      }
    },
    onClose,
  });
  const options = employees.data?.items ?? [];
  const accepted = options.filter(({ accountState }) => accountState === 'linked');
  const acceptedCount = formatNumber(accepted.length);

  return (
    <CorporateDialogForm
      title={t`Notify team`}
      titleId={titleId}
      submitLabel={t({ message: 'Send', comment: 'button that sends a message to the team' })}
      isPending={isPending}
      {...dialog}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Alert severity="info" role="note">
          <Trans>
            Only employees who accepted your invitation to VisaBridge get a notification and an email; the
            others are skipped and listed after sending, with a button to invite them.
          </Trans>
        </Alert>
        {employees.isError && (
          <Alert severity="error">
            <Trans>Failed to load employees. Close and try again.</Trans>
          </Alert>
        )}
        <EmployeesField
          control={form.control}
          name="employeeIds"
          employees={options}
          isLoading={employees.isPending}
          labelOf={(employee) => {
            const name = nameOf(employee);
            return employee.accountState === 'linked'
              ? name
              : t({
                  message: `${name} (not accepted)`,
                  comment: 'an employee who has not accepted the invitation to VisaBridge',
                });
          }}
          footer={(choose) => (
            <Button
              size="small"
              onClick={() => choose(accepted.map(({ id }) => id))}
              disabled={accepted.length === 0}
              sx={{ mt: 0.5 }}
            >
              <Trans>Choose everyone who accepted ({acceptedCount})</Trans>
            </Button>
          )}
        />
        <RhfTextField
          control={form.control}
          name="title"
          label={t({ message: 'Title', comment: 'the title of a message to the team' })}
          isRequired
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <RhfTextField
          control={form.control}
          name="message"
          label={t({ message: 'Message', comment: 'the text of a message to the team' })}
          isRequired
          multiline
          minRows={4}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </Stack>
    </CorporateDialogForm>
  );
}
