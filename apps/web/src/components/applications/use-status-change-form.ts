import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { statusChangeInput } from '@visabridge/contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isSessionEnd } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form-errors';
import { useToast } from '../../lib/use-toast';

/** What staff read after changing an application's status (spec section 8); render them with `t(…)`. */
export const statusChangeMessages: Record<'updated' | 'failed', MessageDescriptor> = {
  updated: msg`Application status updated successfully`,
  failed: msg`Failed to update application status`,
};

/** The status fields as typed; a reason only counts for a rejection, then the contract decides. */
const statusChangeFormOf = (i18n: I18n) =>
  z
    .object({
      status: z.string().min(1, i18n._(msg`Choose the new status`)),
      note: z.string(),
      rejectionReason: z.string(),
    })
    .transform(({ status, note, rejectionReason }): z.input<typeof statusChangeInput> => ({
      status,
      note: note.trim() || undefined,
      rejectionReason: status === 'rejected' ? rejectionReason.trim() || undefined : undefined,
    }))
    .pipe(statusChangeInput);

type StatusChangeForm = ReturnType<typeof statusChangeFormOf>;
export type StatusChangeValues = z.input<StatusChangeForm>;
export type StatusChange = z.output<StatusChangeForm>;

const fields = ['status', 'note', 'rejectionReason'] as const;
const emptyChange: StatusChangeValues = { status: '', note: '', rejectionReason: '' };

/**
 * A status change's form (target status, note, reason when rejected), checked with the API's schema.
 * `submitWith(save)` runs `save` with the checked change; when the server refuses it, a toast says it
 * failed and `serverError` (or the field) says why.
 */
export const useStatusChangeForm = () => {
  const { i18n } = useLingui();
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const statusChangeForm = useMemo(() => statusChangeFormOf(i18n), [i18n]);
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
        const failed = i18n._(statusChangeMessages.failed);
        toast.error(failed);
        setServerError(applyServerErrors(error, form.setError, fields, {}, failed));
      }
    });

  return { form, serverError, submitWith };
};
