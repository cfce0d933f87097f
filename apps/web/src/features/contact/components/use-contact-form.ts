import { useLingui } from '@lingui/react/macro';
import { contactTopics, type ContactTopic } from '@visabridge/contract';
import { useForm } from 'react-hook-form';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFormRequest } from '../../../lib/use-form-request';
import { useSendContactMessage } from '../api/send-contact-message';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

const fields = ['name', 'email', 'topic', 'message'] as const;

const topicOf = (value: string | null): ContactTopic | '' =>
  contactTopics.find((topic) => topic === value) ?? '';

// Made once: it loads the form's schema (and zod) when the form is first validated.
const resolver = lazyZodResolver(() =>
  import('@visabridge/contract').then((contract) => contract.contactMessageInput),
);

/** The contact form: checked with the API's schema, prefilled for a signed-in user; the input stays on error. */
export const useContactForm = (requestedTopic: string | null) => {
  const { t } = useLingui();
  const { user } = useAuth();
  const send = useSendContactMessage();
  const form = useForm({
    resolver,
    // The topic starts empty unless a link chose one (?topic=sales), so the sender picks it.
    defaultValues: {
      name: user?.fullName ?? '',
      email: user?.email ?? '',
      topic: topicOf(requestedTopic) as ContactTopic,
      message: '',
    },
    reValidateMode: 'onSubmit',
  });
  const finish = useFormRequest(form.setError, fields);
  const onSubmit = form.handleSubmit((values) =>
    finish(send.mutateAsync(values), t`Message sent`).then(() => undefined),
  );
  return { form, onSubmit, receipt: send.data?.data, isSending: send.isPending, reset: send.reset };
};
