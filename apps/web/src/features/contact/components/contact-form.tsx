import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Stack } from '@mui/material';
import { contactTopics } from '@visabridge/contract';
import { RhfNativeSelectField } from '../../../components/form/native-select-field';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import { contactTopicNames } from '../../../components/names/contact-topic-names';
import type { useContactForm } from './use-contact-form';
import { SendArrowIcon } from '../../../components/icons/send-arrow-icon';

type Props = { contact: ReturnType<typeof useContactForm> };

/** Name, email, topic and message; each problem shows under its field. */
export function ContactForm({ contact }: Props) {
  const { t } = useLingui();
  const { form, onSubmit, isSending } = contact;
  const { control } = form;
  return (
    <Box
      component="form"
      noValidate
      aria-label={t`Contact form`}
      onSubmit={(event) => void onSubmit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
    >
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <RhfTextField
            control={control}
            name="name"
            label={t({ message: 'Name', comment: "the sender's name" })}
            autoComplete="name"
            required
          />
          <RhfTextField
            control={control}
            name="email"
            label={t`Email`}
            type="email"
            autoComplete="email"
            required
          />
        </Box>
        <RhfNativeSelectField
          control={control}
          name="topic"
          label={t({ message: 'Topic', comment: 'what a contact message is about' })}
          required
        >
          <option value="" disabled>
            {t`Choose a topic`}
          </option>
          {contactTopics.map((topic) => (
            <option key={topic} value={topic}>
              {t(contactTopicNames[topic])}
            </option>
          ))}
        </RhfNativeSelectField>
        <RhfTextField
          control={control}
          name="message"
          label={t({ message: 'Message', comment: 'the text of a message to the team' })}
          multiline
          rows={6}
          required
          helperText={t`Up to 5000 characters. For an application, include its reference number.`}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            endIcon={<SendArrowIcon />}
            loading={isSending}
          >
            <Trans>Send Message</Trans>
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
