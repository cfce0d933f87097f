import type { ApplicationView } from '@visabridge/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { errorMessage, isSessionEnd } from '../../../../lib/api-client';
import { applyServerErrors } from '../../../../lib/form-errors';
import { useToast } from '../../../../lib/use-toast';
import { useSaveDraft } from '../../api/use-save-draft';
import { allFields } from './wizard-fields';
import { draftInputOf, wizardSchema } from './wizard-schema';
import type { DraftSections, WizardValues } from './wizard-schema';

export type SaveState =
  { status: 'saved' | 'editing' | 'saving' | 'invalid' } | { status: 'failed'; message: string };

const autosaveDelayMs = 1000;
const formFields = allFields.map((field) => field.name);

/**
 * Saves the draft about a second after the last edit, and at once when `flush` is called (step change,
 * submit, leaving the page). Saves go one at a time; input that breaks the contract's rules is shown on
 * its field and not sent, and the server's field errors land on the fields too. Nothing typed is reset.
 * Each save also stores `stepIndex`, and moving to another step saves, so the draft reopens there.
 */
export const useWizardAutosave = (
  draft: ApplicationView,
  form: UseFormReturn<WizardValues, unknown, DraftSections>,
  stepIndex: number,
) => {
  const toast = useToast();
  const { mutateAsync: saveDraft } = useSaveDraft(draft.id);
  const [state, setState] = useState<SaveState>({ status: 'saved' });
  const hasEdits = useRef(false);
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [trip] = useState(draft);
  const savedStep = useRef(draft.wizardStep);
  const currentStep = useRef(stepIndex);

  const send = useCallback(async (): Promise<boolean> => {
    const parsed = wizardSchema.safeParse(form.getValues());
    if (!parsed.success) {
      void form.trigger(parsed.error.issues.map((issue) => issue.path.join('.') as Path<WizardValues>));
      setState({ status: 'invalid' });
      return false;
    }
    hasEdits.current = false;
    setState({ status: 'saving' });
    const wizardStep = currentStep.current;
    try {
      await saveDraft({ ...draftInputOf(trip, parsed.data), wizardStep });
      savedStep.current = wizardStep;
      setState(hasEdits.current ? { status: 'editing' } : { status: 'saved' });
      return true;
    } catch (error) {
      hasEdits.current = true;
      if (isSessionEnd(error)) return false;
      const message = applyServerErrors(error, form.setError, formFields, {}, errorMessage(error));
      setState(message ? { status: 'failed', message } : { status: 'invalid' });
      if (message) toast.error(message);
      return false;
    }
  }, [form, saveDraft, toast, trip]);

  /** Saves what is not saved yet; resolves to whether everything typed is now saved. */
  const flush = useCallback(async (): Promise<boolean> => {
    window.clearTimeout(timer.current);
    while (running.current) await running.current;
    if (!hasEdits.current) return true;
    running.current = send();
    try {
      return await running.current;
    } finally {
      running.current = null;
    }
  }, [send]);

  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type !== 'change') return;
      hasEdits.current = true;
      setState((current) => (current.status === 'saving' ? current : { status: 'editing' }));
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), autosaveDelayMs);
    });
    return () => subscription.unsubscribe();
  }, [form, flush]);

  useEffect(() => {
    currentStep.current = stepIndex;
    if (stepIndex === savedStep.current) return;
    hasEdits.current = true;
    void flush();
  }, [stepIndex, flush]);

  // Leaving the wizard (another page, the nav bar, closing or hiding the tab) still saves the last edits.
  useEffect(() => {
    const saveWhenHidden = () => document.visibilityState === 'hidden' && void flush();
    document.addEventListener('visibilitychange', saveWhenHidden);
    return () => {
      document.removeEventListener('visibilitychange', saveWhenHidden);
      void flush();
    };
  }, [flush]);

  /** Saves values set by the app rather than typed (the passport's details, taken in on request). */
  const saveEdits = useCallback(() => {
    hasEdits.current = true;
    return flush();
  }, [flush]);

  return { state, flush, saveEdits };
};
