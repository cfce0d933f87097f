import { zodResolver } from '@hookform/resolvers/zod';
import { statusChangeInput } from '@visabridge/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isSessionEnd } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form-errors';
import { useToast } from '../../lib/use-toast';

/** What staff read after changing an application's status (spec section 8). */
export const statusChangeMessages = {
  updated: 'Application status updated successfully',
  failed: 'Failed to update application status',
} as const;

/** The status fields as typed; a reason only counts for a rejection, then the contract decides. */
const statusChangeForm = z
  .object({
    status: z.string().min(1, 'Choose the new status'),
    note: z.string(),
    rejectionReason: z.string(),
  })
  .transform(({ status, note, rejectionReason }): z.input<typeof statusChangeInput> => ({
    status,
    note: note.trim() || undefined,
    rejectionReason: status === 'rejected' ? rejectionReason.trim() || undefined : undefined,
  }))
  .pipe(statusChangeInput);

export type StatusChangeValues = z.input<typeof statusChangeForm>;
export type StatusChange = z.output<typeof statusChangeForm>;

const fields = ['status', 'note', 'rejectionReason'] as const;
const emptyChange: StatusChangeValues = { status: '', note: '', rejectionReason: '' };

/**
 * A status change's form (target status, note, reason when rejected), checked with the API's schema.
 * `submitWith(save)` runs `save` with the checked change; when the server refuses it, a toast says it
 * failed and `serverError` (or the field) says why.
 */
export const useStatusChangeForm = () => {
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(statusChangeForm),
    defaultValues: emptyChange,
    reValidateMode: 'onSubmit',
  });

  const submitWith = (save: (change: StatusChange) => Promise<void>) =>
    form.handleSubmit(async (change) => {
      setServerError(null);
      try {
        await save(change);
      } catch (error) {
        if (isSessionEnd(error)) return;
        toast.error(statusChangeMessages.failed);
        setServerError(applyServerErrors(error, form.setError, fields, {}, statusChangeMessages.failed));
      }
    });

  return { form, serverError, submitWith };
};
