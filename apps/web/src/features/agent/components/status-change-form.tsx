import { Alert, Box, Stack } from '@mui/material';
import { statusLabel, statusTransitions } from '@visabridge/contract';
import type { AgentApplicationView } from '@visabridge/contract';
import { useWatch } from 'react-hook-form';
import { StatusChangeFields } from '../../../components/applications/status-change-fields';
import {
  statusChangeMessages,
  useStatusChangeForm,
} from '../../../components/applications/use-status-change-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { useToast } from '../../../lib/use-toast';
import { useChangeStatus } from '../api/use-change-status';

type Props = { application: AgentApplicationView; agentId: string };

/**
 * Moves the application on: only the moves allowed from its status are offered (decision 8); a rejection
 * needs a reason the applicant reads. The server's refusal (422) is shown in the form.
 */
export function StatusChangeForm({ application, agentId }: Props) {
  const change = useChangeStatus(application.id, agentId);
  const toast = useToast();
  const { form, serverError, submitWith } = useStatusChangeForm();
  const chosen = useWatch({ control: form.control, name: 'status' });
  const moves = statusTransitions[application.status];

  if (moves.length === 0)
    return (
      <Alert severity="info">
        This application is {statusLabel(application.status)}: its status cannot change any more.
      </Alert>
    );

  const onSubmit = submitWith(async (values) => {
    const { message } = await change.mutateAsync(values);
    toast.success(message ?? statusChangeMessages.updated);
    form.reset();
  });

  return (
    <Box component="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Change status">
      <Stack spacing={2}>
        <StatusChangeFields control={form.control} options={moves} serverError={serverError} />
        <SubmitButton disabled={!chosen} isPending={change.isPending}>
          Update status
        </SubmitButton>
      </Stack>
    </Box>
  );
}
