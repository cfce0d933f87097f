import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button } from '@mui/material';
import { documentRejectionInput } from '@visabridge/contract';
import type { DocumentView } from '@visabridge/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { useFormRequest } from '../../../lib/use-form-request';
import { useRejectDocument } from '../api/use-reject-document';

type Values = z.input<typeof documentRejectionInput>;

type Props = { document: DocumentView; onDone: () => void };

/** Rejects one uploaded file with the reason the applicant reads; they are asked for a new one. */
export function DocumentRejectForm({ document, onDone }: Props) {
  const { t } = useLingui();
  const { fileName } = document;
  const rejection = useRejectDocument(document.applicationId);
  const form = useForm<Values>({
    resolver: zodResolver(documentRejectionInput),
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
  });
  const send = useFormRequest(form.setError, ['reason']);

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    if (await send(rejection.mutateAsync({ documentId: document.id, reason }), t`Document rejected`))
      onDone();
  });

  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t`Reject ${fileName}`}
      sx={{ mt: 1, display: 'grid', gap: 1 }}
    >
      <RhfTextField
        control={form.control}
        name="reason"
        label={t`Reason for rejection`}
        size="small"
        isRequired
        autoFocus
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onDone} disabled={rejection.isPending}>
          <Trans context="dialog button" comment="button: gives up rejecting the document">
            Cancel
          </Trans>
        </Button>
        <Button size="small" type="submit" color="error" variant="contained" loading={rejection.isPending}>
          <Trans>Reject document</Trans>
        </Button>
      </Box>
    </Box>
  );
}
