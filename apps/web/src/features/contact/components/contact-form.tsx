import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Stack } from '@mui/material';
import { contactTopicLabels, contactTopics } from '@visabridge/contract';
import { RhfNativeSelectField } from '../../../components/form/native-select-field';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import type { useContactForm } from './use-contact-form';

type Props = { contact: ReturnType<typeof useContactForm> };

/** Name, email, topic and message; each problem shows under its field. */
export function ContactForm({ contact }: Props) {
  const { form, onSubmit, isSending } = contact;
  const { control } = form;
  return (
    <Box
      component="form"
      noValidate
      aria-label="Contact form"
      onSubmit={(event) => void onSubmit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
    >
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <RhfTextField control={control} name="name" label="Name" autoComplete="name" required />
          <RhfTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
          />
        </Box>
        <RhfNativeSelectField control={control} name="topic" label="Topic" required>
          <option value="" disabled>
            Choose a topic
          </option>
          {contactTopics.map((topic) => (
            <option key={topic} value={topic}>
              {contactTopicLabels[topic]}
            </option>
          ))}
        </RhfNativeSelectField>
        <RhfTextField
          control={control}
          name="message"
          label="Message"
          multiline
          rows={6}
          required
          helperText="Up to 5000 characters. For an application, include its reference number."
        />
        <Box>
          <Button type="submit" variant="contained" size="large" endIcon={<SendIcon />} loading={isSending}>
            Send Message
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
