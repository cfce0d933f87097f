import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Autocomplete, Box } from '@mui/material';
import { documentNameOf, documentRequestInput } from '@visabridge/contract';
import type { AgentApplicationView } from '@visabridge/contract';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useFormRequest } from '../../../lib/use-form-request';
import { useRequestDocument } from '../api/use-request-document';
import { TextField } from '../../../components/form/text-field';
import { contractText } from '../../../lib/i18n/contract-texts';

type Values = z.input<typeof documentRequestInput>;
const emptyForm: Values = { type: '', note: '' };

/** Asks the applicant for one more document: a checklist item or any other, with a note on what is needed. */
export function DocumentRequestForm({ application }: { application: AgentApplicationView }) {
  const { t, i18n } = useLingui();
  const request = useRequestDocument(application.id);
  const form = useForm<Values, unknown, z.output<typeof documentRequestInput>>({
    resolver: zodResolver(documentRequestInput),
    defaultValues: emptyForm,
    reValidateMode: 'onSubmit',
  });
  const send = useFormRequest(form.setError, ['type', 'note']);

  const checklist = application.requiredDocuments;
  // A checklist item picked by its name in the reader's language is asked for under its stored name.
  const storedTypeOf = (typed: string) =>
    checklist.find((item) => documentNameOf(application, item) === typed) ?? typed;

  const onSubmit = form.handleSubmit(async ({ type, note }) => {
    const asked = { type: storedTypeOf(type), note: note || undefined };
    if (await send(request.mutateAsync(asked), t`Document requested`)) form.reset(emptyForm);
  });

  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t`Request a document`}
      sx={{ display: 'grid', gap: 1.5, mt: 2 }}
    >
      <Controller
        control={form.control}
        name="type"
        render={({ field, fieldState }) => (
          <Autocomplete
            freeSolo
            options={checklist.map((item) => documentNameOf(application, item))}
            inputValue={field.value}
            onInputChange={(_event, value) => field.onChange(value)}
            renderInput={({ InputProps, inputProps, InputLabelProps, ...params }) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                label={t`Document type`}
                size="small"
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message
                    ? contractText(i18n, fieldState.error.message)
                    : t`Pick a checklist item or type another document.`
                }
                slotProps={{
                  input: InputProps,
                  htmlInput: { ...inputProps, maxLength: 300, 'aria-required': true },
                  inputLabel: InputLabelProps,
                }}
              />
            )}
          />
        )}
      />
      <RhfTextField
        control={form.control}
        name="note"
        label={t`Note for the applicant (optional)`}
        size="small"
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <SubmitButton variant="outlined" isPending={request.isPending}>
        <Trans>Request document</Trans>
      </SubmitButton>
    </Box>
  );
}
