import { messages } from '@visabridge/contract';
import type { DemoAccountView } from '@visabridge/contract';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useAuthActions } from '../../../lib/auth/auth-context';
import { useEchoedErrors, usePostedFormStart } from '../../../lib/form-echo';
import { applyServerErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useToast } from '../../../lib/use-toast';
import { readLoginState, type SecondFactorState } from '../login-state';

const fields = ['email', 'password', 'rememberMe'] as const;

// Made once: it loads the form's schema (and zod) when the form is first validated.
const resolver = lazyZodResolver(() =>
  import('@visabridge/contract').then((contract) => contract.loginInput),
);

/**
 * Login form state: validates with the contract schema, signs in, then returns to where the user came
 * from, or continues the trip they chose before signing up.
 */
export const useLoginForm = () => {
  const { login } = useAuthActions();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const state = useMemo(() => readLoginState(location.state), [location.state]);
  // A form sent before the app ran comes back with what was typed and what went wrong (or a notice).
  const start = usePostedFormStart('login', { email: state.email ?? '', password: '', rememberMe: false });
  const [serverError, setServerError] = useState<string | null>(start.message);
  const form = useForm({ resolver, defaultValues: start.values, reValidateMode: 'onSubmit' });
  const { handleSubmit, setError, setValue, clearErrors } = form;
  useEchoedErrors(setError, start.errors);

  // The same function for the form's whole life (its inputs do not change), so the page around the form
  // need not draw again when react-hook-form redraws the form's owner just after it mounts.
  const onSubmit = useMemo(
    () =>
      handleSubmit(async (values) => {
        setServerError(null);
        try {
          const { user, message, secondFactor } = await login(values);
          const { pathAfterSignIn } = await import('../path-after-sign-in');
          const next = pathAfterSignIn(user, state);
          if (secondFactor) {
            const handed: SecondFactorState = { next };
            return void (await navigate('/second-factor', { replace: true, state: handed }));
          }
          toast.success(message ?? messages.loginSuccess);
          await navigate(next, { replace: true });
        } catch (error) {
          const message = errorMessage(error, messages.loginFailed);
          // The alert always shows here: a failed login is rarely about one field.
          applyServerErrors(error, setError, fields, {}, message);
          setServerError(message);
          toast.error(message);
        }
      }),
    [handleSubmit, login, navigate, setError, state, toast],
  );

  const fillDemoAccount = useCallback(
    (account: DemoAccountView) => {
      setValue('email', account.email);
      setValue('password', account.password);
      clearErrors();
      setServerError(null);
    },
    [setValue, clearErrors, setServerError],
  );

  return { form, onSubmit, serverError, notice: start.notice, fillDemoAccount };
};
