import { useLingui } from '@lingui/react/macro';
import type { FieldError } from '@visabridge/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage, isSessionEnd } from '../../../../lib/api-client';
import { useToast } from '../../../../lib/use-toast';
import { useSubmitApplication } from '../../api/use-submit-application';

/**
 * Saves what is unsaved, then submits; `submitDraft` resolves once it has succeeded or failed. A 422 keeps the server's list of what is missing for the review
 * step to show; success opens the application's details page.
 */
export const useWizardSubmit = (applicationId: string, flush: () => Promise<boolean>) => {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const submit = useSubmitApplication(applicationId);
  const [serverProblems, setServerProblems] = useState<{ message: string; problems: FieldError[] } | null>(
    null,
  );
  const [isSaving, setSaving] = useState(false);

  const submitDraft = async () => {
    setServerProblems(null);
    setSaving(true);
    const isSaved = await flush();
    setSaving(false);
    if (!isSaved) {
      toast.error(t`Your latest changes could not be saved, so the application was not submitted.`);
      return;
    }
    try {
      await submit.mutateAsync();
      toast.success(t`Application submitted`);
      void navigate(`/applications/${applicationId}`);
    } catch (error) {
      if (isSessionEnd(error)) return;
      if (error instanceof ApiError && error.status === 422)
        setServerProblems({ message: error.message, problems: error.fieldErrors });
      toast.error(errorMessage(error));
    }
  };

  return { submitDraft, serverProblems, isSubmitting: isSaving || submit.isPending };
};
