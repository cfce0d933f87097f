import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { bulkProblemLine, maxBulkCsvBytes, parseCsv } from '@visabridge/contract';
import type { BulkApplicationsView } from '@visabridge/contract';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { DialogForm } from '../../../../components/dialogs/form-dialog';
import { ApiError, errorMessage, isSessionEnd } from '../../../../lib/api-client';
import type { ApiResult } from '../../../../lib/api-client';
import { useToast } from '../../../../lib/use-toast';
import { useActiveEmployees } from '../../api/list-employees';
import { failureOf, outcomes } from '../../corporate-messages';
import { BulkCsvPreview } from './bulk-csv-preview';
import { BulkRefusalAlert } from './bulk-refusal-alert';
import type { BulkRefusal } from './bulk-refusal-alert';
import { bulkTemplate, csvHref } from './bulk-template';
import { formatNumber } from '../../../../lib/format';
import { TextField } from '../../../../components/form/text-field';

const pastedName = 'pasted-applications.csv';

/** Checked here so a wrong file fails at once; the server judges the rows. */
const fileProblem = (i18n: I18n, file: File) => {
  if (file.size > maxBulkCsvBytes) return i18n._(msg`Files can be at most 1 MB`);
  const isCsv = /\.csv$/i.test(file.name) || ['text/csv', 'application/vnd.ms-excel'].includes(file.type);
  return isCsv ? null : i18n._(msg`Choose a .csv file (save the spreadsheet as CSV first)`);
};

type Props = {
  titleId: string;
  isPending: boolean;
  send: (upload: {
    file: File;
    onProgress: (percent: number) => void;
  }) => Promise<ApiResult<BulkApplicationsView>>;
  onClose: () => void;
};

/**
 * 'Bulk Upload (CSV)': a file chosen or pasted, previewed, then sent whole. A refused file stays, with
 * every problem by line, so it can be fixed here or in the spreadsheet and sent again.
 */
export function BulkUploadForm({ titleId, isPending, send, onClose }: Props) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const employees = useActiveEmployees();
  const fileInput = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState(pastedName);
  const [inputError, setInputError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<BulkRefusal | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const rows = parseCsv(useDeferredValue(csv));
  const applicationTotal = Math.max(0, rows.length - 1);
  const applicationCount = formatNumber(applicationTotal);
  const problemLines = useMemo(
    () => new Set(refusal?.problems.map(bulkProblemLine).filter((line) => line !== null)),
    [refusal],
  );

  const choose = async (file: File) => {
    const problem = fileProblem(i18n, file);
    if (problem) {
      const chosenName = file.name;
      setInputError(
        t({ message: `${chosenName}: ${problem}`, comment: 'a file name, then what is wrong with the file' }),
      );
      toast.error(problem);
      return;
    }
    setCsv(await file.text());
    setFileName(file.name);
    setInputError(null);
  };

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!csv.trim()) {
      setInputError(t`Choose a CSV file or paste its rows`);
      return;
    }
    setRefusal(null);
    setProgress(0);
    try {
      const file = new File([csv], fileName, { type: 'text/csv' });
      const { message } = await send({ file, onProgress: setProgress });
      toast.success(message ?? t(outcomes.uploadApplications.success));
      onClose();
    } catch (error) {
      if (isSessionEnd(error)) return;
      toast.error(t(failureOf(error, outcomes.uploadApplications)));
      setRefusal({
        message: errorMessage(error),
        problems: error instanceof ApiError ? error.fieldErrors : [],
      });
    } finally {
      setProgress(null);
    }
  };

  const templateEmail = employees.data?.items[0]?.email;
  return (
    <DialogForm
      title={t`Bulk Upload Visa Applications (CSV)`}
      titleId={titleId}
      submitLabel={
        applicationTotal > 0
          ? t({
              message: plural(applicationTotal, {
                one: `Upload ${applicationCount} application`,
                other: `Upload ${applicationCount} applications`,
              }),
              comment: 'button that uploads the applications of a CSV file',
            })
          : t({ message: 'Upload', comment: 'button that uploads a CSV file of applications' })
      }
      isPending={isPending}
      onSubmit={(event) => void upload(event)}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <Alert severity="info" role="note">
          <Trans comment="The column names (Employee Email, Destination, Visa Type, Purpose, Travel Date, Priority, Nationality, Passport Number, Passport Expiry, Date of Birth, Sex) and the values in brackets (business, conference, training, Client Meeting, urgent, normal, low, female, male, other, YYYY-MM-DD) are what the file must contain: keep them in English">
            One application per row, under the header Employee Email, Destination (two-letter code, e.g. CN),
            Visa Type (business, conference, training or Client Meeting), Purpose, Travel Date (YYYY-MM-DD)
            and Priority (urgent, normal or low; normal when empty). Optional columns Nationality, Passport
            Number, Passport Expiry, Date of Birth and Sex (female, male or other) fill in or update the
            employee&apos;s travel profile; blank cells keep it. Each row is checked like a single
            application, passport included. Every row must be valid: otherwise nothing is filed.
          </Trans>
        </Alert>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so that choosing the same file again (after fixing it) reads it again.
              event.target.value = '';
              if (file) void choose(file);
            }}
          />
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={isPending}
            onClick={() => fileInput.current?.click()}
          >
            <Trans>Choose CSV file</Trans>
          </Button>
          <Button
            component="a"
            href={csvHref(bulkTemplate(i18n, templateEmail))}
            download="visa-applications-template.csv"
            startIcon={<DownloadIcon />}
          >
            <Trans>Download template</Trans>
          </Button>
        </Box>
        <TextField
          label={t`CSV content`}
          value={csv}
          onChange={(event) => {
            setCsv(event.target.value);
            setInputError(null);
          }}
          multiline
          minRows={4}
          maxRows={10}
          disabled={isPending}
          error={Boolean(inputError)}
          helperText={
            inputError ??
            (fileName === pastedName
              ? t`Paste the rows here, or choose a file.`
              : t`From ${fileName}; you can also edit it here.`)
          }
          slotProps={{
            htmlInput: { spellCheck: false, wrap: 'off' },
            input: { sx: { fontFamily: 'monospace', fontSize: '0.8125rem' } },
          }}
        />
        {progress !== null && (
          <Box role="status">
            <Typography variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
              {progress < 100
                ? t`Uploading ${fileName}: ${progress}%`
                : t`${plural(applicationTotal, {
                    one: `Checking and filing ${applicationCount} application...`,
                    other: `Checking and filing ${applicationCount} applications...`,
                  })}`}
            </Typography>
            <LinearProgress
              variant={progress < 100 ? 'determinate' : 'indeterminate'}
              value={progress}
              aria-label={t`Uploading the applications`}
            />
          </Box>
        )}
        {refusal && <BulkRefusalAlert refusal={refusal} />}
        <BulkCsvPreview rows={rows} problemLines={problemLines} />
      </Stack>
    </DialogForm>
  );
}
