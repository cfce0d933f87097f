import { messages } from '@visabridge/contract';
import type { AcceptedVersionsInput, RegisterForm, RegisterInput } from '@visabridge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuthActions } from '../../../lib/auth/auth-context';
import { useEchoedErrors, usePostedFormStart } from '../../../lib/form-echo';
import { applyServerErrors } from '../../../lib/form-errors';
import { contentPageQuery, contentPagesKey, useContentPage } from '../../../lib/api/use-content-page';
import { useToast } from '../../../lib/use-toast';
import type { LoginState } from '../login-state';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

const fields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'nationality',
  'dateOfBirth',
  'subscribeNewsletter',
] as const;

const emptyForm: RegisterForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  nationality: '',
  dateOfBirth: '',
  agreeToTerms: false,
  subscribeNewsletter: false,
};

/**
 * confirmPassword and agreeToTerms stay in the form; the API gets the registration payload, with the
 * Terms and Privacy versions the form linked to, in the language each was shown in, as the ones agreed to.
 */
const toPayload = (
  { confirmPassword: _confirm, agreeToTerms: _agreed, ...values }: RegisterForm,
  acceptedVersions: AcceptedVersionsInput,
): RegisterInput => ({
  ...values,
  fullName: `${values.firstName} ${values.lastName}`,
  acceptedVersions,
});

/** A refused version is about the texts agreed to: its message goes on the agree checkbox. */
const fieldMap = {
  fullName: 'firstName',
  'acceptedVersions.terms': 'agreeToTerms',
  'acceptedVersions.privacy': 'agreeToTerms',
} as const;

// Made once: it loads the form's schema (and zod) when the form is first validated.
const resolver = lazyZodResolver(() =>
  import('@visabridge/contract').then((contract) => contract.registerForm),
);

export const useRegisterForm = () => {
  const { register } = useAuthActions();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  // The texts the agree checkbox links to, loaded with the form: their versions go with the sign-up.
  useContentPage('terms');
  useContentPage('privacy');
  // A form sent before the app ran comes back with what was typed and what went wrong.
  const start = usePostedFormStart('register', emptyForm);
  const [serverError, setServerError] = useState<string | null>(start.message);
  const form = useForm({ resolver, defaultValues: start.values, reValidateMode: 'onSubmit' });
  useEchoedErrors(form.setError, start.errors);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const [terms, privacy] = await Promise.all([
        queryClient.ensureQueryData(contentPageQuery('terms')),
        queryClient.ensureQueryData(contentPageQuery('privacy')),
      ]);
      // The same answer for a new and a registered email; the login page then takes the same credentials.
      const { message } = await register(
        toPayload(values, {
          terms: terms.version,
          privacy: privacy.version,
          languages: { terms: terms.language, privacy: privacy.language },
        }),
      );
      toast.success(message ?? messages.registrationSuccess);
      // Loaded here: the stored trip is validated as it is read, which the page need not download to show.
      const { claimPendingTrip } = await import('../../../lib/pending-trip');
      claimPendingTrip(values.email);
      const state: LoginState = { email: values.email.trim() };
      await navigate('/login', { state });
    } catch (error) {
      const message = errorMessage(error, messages.registrationFailed);
      setServerError(applyServerErrors(error, form.setError, [...fields, 'agreeToTerms'], fieldMap, message));
      toast.error(message);
      // A text replaced while the form was open: the links now lead to the new one, agreed to next time.
      if (error instanceof ApiError && error.status === 409) {
        form.setValue('agreeToTerms', false);
        await queryClient.invalidateQueries({ queryKey: contentPagesKey });
      }
    }
  });

  return { form, onSubmit, serverError };
};
