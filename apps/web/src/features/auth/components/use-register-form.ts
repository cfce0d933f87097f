import { zodResolver } from '@hookform/resolvers/zod';
import { messages, registerForm } from '@visabridge/contract';
import type { RegisterForm, RegisterInput } from '@visabridge/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { applyServerErrors } from '../../../lib/form-errors';
import { claimPendingTrip } from '../../../lib/pending-trip';
import { useToast } from '../../../lib/use-toast';
import type { LoginState } from '../login-state';

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

/** confirmPassword and agreeToTerms stay in the form; the API gets the registration payload only. */
const toPayload = ({
  confirmPassword: _confirm,
  agreeToTerms: _agreed,
  ...values
}: RegisterForm): RegisterInput => ({
  ...values,
  fullName: `${values.firstName} ${values.lastName}`,
});

export const useRegisterForm = () => {
  const { register } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(registerForm),
    defaultValues: emptyForm,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { user, message } = await register(toPayload(values));
      toast.success(message ?? messages.registrationSuccess);
      claimPendingTrip(user.email);
      const state: LoginState = { email: user.email };
      await navigate('/login', { state });
    } catch (error) {
      const message = errorMessage(error, messages.registrationFailed);
      setServerError(applyServerErrors(error, form.setError, fields, { fullName: 'firstName' }, message));
      toast.error(message);
    }
  });

  return { form, onSubmit, serverError };
};
