import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Stack } from '@mui/material';
import { statusTransitions } from '@visabridge/contract';
import type { AgentApplicationView } from '@visabridge/contract';
import { useWatch } from 'react-hook-form';
import { StatusChangeFields } from '../../../components/applications/status-change-fields';
import {
  statusChangeMessages,
  useStatusChangeForm,
} from '../../../components/applications/use-status-change-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { applicationStatusNames } from '../../../components/applications/application-status-names';
import { useToast } from '../../../lib/use-toast';
import { useChangeStatus } from '../api/use-change-status';

type Props = { application: AgentApplicationView; agentId: string };

/**
 * Moves the application on: only the moves allowed from its status are offered (decision 8); a rejection
 * needs a reason the applicant reads. The server's refusal (422) is shown in the form.
 */
export function StatusChangeForm({ application, agentId }: Props) {
  const { t } = useLingui();
  const change = useChangeStatus(application.id, agentId);
  const toast = useToast();
  const { form, serverError, submitWith } = useStatusChangeForm();
  const chosen = useWatch({ control: form.control, name: 'status' });
  const moves = statusTransitions[application.status];

  if (moves.length === 0) {
    const statusName = t(applicationStatusNames[application.status]);
    return (
      <Alert severity="info">
        <Trans comment="{statusName} is the application's status, in capitals as on its chip, e.g. APPROVED">
          This application is {statusName}: its status cannot change any more.
        </Trans>
      </Alert>
    );
  }

  const onSubmit = submitWith(async (values) => {
    const { message } = await change.mutateAsync(values);
    toast.success(message ?? t(statusChangeMessages.updated));
    form.reset();
  });

  return (
    <Box component="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t`Change status`}>
      <Stack spacing={2}>
        <StatusChangeFields control={form.control} options={moves} serverError={serverError} />
        <SubmitButton disabled={!chosen} isPending={change.isPending}>
          <Trans>Update status</Trans>
        </SubmitButton>
      </Stack>
    </Box>
  );
}
