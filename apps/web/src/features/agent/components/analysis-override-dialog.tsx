import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { DialogContentText } from '@mui/material';
import { analysisOverrideInput } from '@visabridge/contract';
import type { DocumentView } from '@visabridge/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { useFormRequest } from '../../../lib/use-form-request';
import { useOverrideAnalysis } from '../api/use-override-analysis';

type Values = z.input<typeof analysisOverrideInput>;

type Props = { document: DocumentView; isOpen: boolean; onClose: () => void };

/** Overrides a document check's findings with the agent's reason; the findings stay shown beside it. */
export function AnalysisOverrideDialog({ document, isOpen, onClose }: Props) {
  const { t } = useLingui();
  const { fileName } = document;
  const override = useOverrideAnalysis(document.applicationId);
  const form = useForm<Values>({
    resolver: zodResolver(analysisOverrideInput),
    defaultValues: { note: document.analysis?.override?.note ?? '' },
    reValidateMode: 'onSubmit',
  });
  const send = useFormRequest(form.setError, ['note']);

  const onSubmit = form.handleSubmit(async ({ note }) => {
    if (await send(override.mutateAsync({ documentId: document.id, note }), t`Findings overridden`))
      onClose();
  });

  return (
    <FormDialog
      isOpen={isOpen}
      title={t`Override the check of ${fileName}`}
      submitLabel={t`Override findings`}
      isPending={override.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      maxWidth="xs"
    >
      <DialogContentText sx={{ mb: 2 }}>
        <Trans>
          Write why the findings are wrong or do not matter (for example, the name was checked against the
          original passport). The findings stay visible with your note, and the override is recorded in the
          audit log.
        </Trans>
      </DialogContentText>
      <RhfTextField
        control={form.control}
        name="note"
        label={t({ message: 'Note', comment: "field: the agent's reason for overriding the findings" })}
        multiline
        minRows={3}
        fullWidth
        isRequired
        autoFocus
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </FormDialog>
  );
}
