import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { messages } from '@visabridge/contract';
import type { UserView } from '@visabridge/contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/use-toast';
import { useUpdateProfile } from '../api/update-profile';
import { buildProfileSchema, profileFormValues, toProfilePayload } from '../profile-schema';
import type { ProfileFormValues } from '../profile-schema';

const fields = [
  'firstName',
  'lastName',
  'phone',
  'nationality',
  'dateOfBirth',
  'companyName',
  'subscribeNewsletter',
] as const;

export const useProfileForm = (user: UserView) => {
  const { i18n } = useLingui();
  const toast = useToast();
  const update = useUpdateProfile();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => buildProfileSchema(user, i18n), [user, i18n]);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(schema),
    defaultValues: profileFormValues(user),
    reValidateMode: 'onSubmit',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { data, message } = await update.mutateAsync(toProfilePayload(values, user));
      form.reset(profileFormValues(data));
      toast.success(message ?? messages.profileUpdated);
    } catch (error) {
      if (isSessionEnd(error)) return;
      const message = errorMessage(error, messages.profileUpdateFailed);
      setServerError(applyServerErrors(error, form.setError, fields, {}, message));
      toast.error(message);
    }
  });

  const cancel = () => {
    form.reset(profileFormValues(user));
    setServerError(null);
  };

  return { form, onSubmit, cancel, serverError };
};
