import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, MenuItem, Stack } from '@mui/material';
import { statusChangeInput, statusLabel, statusTransitions } from '@visabridge/contract';
import type { AgentApplicationView } from '@visabridge/contract';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { errorMessage } from '../../../lib/api-client';
import { useChangeStatus } from '../api/use-change-status';
import { agentMessages } from '../agent-messages';
import { useFormRequest } from './use-form-request';

type Values = z.input<typeof statusChangeInput>;
const emptyForm: Values = { status: '', note: '', rejectionReason: '' };

type Props = { application: AgentApplicationView; agentId: string };

/**
 * Moves the application on: only the moves allowed from its status are offered (decision 8); a rejection
 * needs a reason the applicant reads. The server's refusal (422) is shown on the field.
 */
export function StatusChangeForm({ application, agentId }: Props) {
  const change = useChangeStatus(application.id, agentId);
  const form = useForm<Values, unknown, z.output<typeof statusChangeInput>>({
    resolver: zodResolver(statusChangeInput),
    defaultValues: emptyForm,
    reValidateMode: 'onSubmit',
  });
  const send = useFormRequest(form.setError, ['status', 'note', 'rejectionReason'], (error) =>
    errorMessage(error, agentMessages.statusFailed),
  );
  const chosen = useWatch({ control: form.control, name: 'status' });
  const moves = statusTransitions[application.status];

  if (moves.length === 0)
    return (
      <Alert severity="info">
        This application is {statusLabel(application.status)}: its status cannot change any more.
      </Alert>
    );

  const onSubmit = form.handleSubmit(async ({ status, note, rejectionReason }) => {
    const isRejection = status === 'rejected';
    const changing = change.mutateAsync({
      status,
      note: isRejection ? undefined : note || undefined,
      rejectionReason: isRejection ? rejectionReason : undefined,
    });
    if (await send(changing, agentMessages.statusUpdated)) form.reset(emptyForm);
  });

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="Change status">
      <Stack spacing={2}>
        <RhfTextField control={form.control} name="status" label="New status" select size="small" isRequired>
          {moves.map((status) => (
            <MenuItem key={status} value={status}>
              {statusLabel(status)}
            </MenuItem>
          ))}
        </RhfTextField>
        {chosen === 'rejected' ? (
          <RhfTextField
            control={form.control}
            name="rejectionReason"
            label="Reason for rejection"
            helperText="The applicant reads this reason."
            multiline
            minRows={2}
            isRequired
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        ) : (
          <RhfTextField
            control={form.control}
            name="note"
            label="Note (optional)"
            helperText="Kept in the status history."
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={!chosen} loading={change.isPending}>
            Update status
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
