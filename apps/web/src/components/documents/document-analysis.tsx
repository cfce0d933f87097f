import { Alert, AlertTitle, CircularProgress, Stack, Typography } from '@mui/material';
import type { AlertColor } from '@mui/material';
import type { AnalysisFinding, DocumentAnalysisView } from '@visabridge/contract';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { AnalysisFindings } from './analysis-findings';
import { PassportReadFacts } from './passport-read-facts';

type Props = {
  analysis: DocumentAnalysisView;
  /** What the reader can do about one finding (a link to the field to correct). */
  findingActionOf?: (finding: AnalysisFinding) => ReactNode;
  /** Buttons under the result (take the values into the form, override). */
  actions?: ReactNode;
};

const titleOf = ({ status, mrz, findings }: DocumentAnalysisView) => {
  if (status === 'pending') return 'Checking…';
  if (status === 'failed') return 'Could not be checked';
  if (mrz) return 'Passport read';
  if (findings.some((finding) => finding.code === 'mrz_not_found')) return 'Passport not read';
  return findings.length > 0 ? 'Photo checked: problems found' : 'Photo checked: no problems found';
};

const severityOf = ({ status, findings }: DocumentAnalysisView): AlertColor => {
  if (status === 'pending') return 'info';
  if (findings.some((finding) => finding.severity === 'error')) return 'error';
  if (findings.some((finding) => finding.severity === 'warning')) return 'warning';
  return 'success';
};

/**
 * The automatic check of one passport scan or photo as it stands: being checked, what the passport's zone
 * reads, each problem with what to do, and an agent's override with its note.
 */
export function DocumentAnalysis({ analysis, findingActionOf, actions }: Props) {
  const { status, mrz, findings, override } = analysis;
  const isPending = status === 'pending';
  return (
    <Alert
      role="status"
      variant="outlined"
      severity={severityOf(analysis)}
      icon={isPending ? <CircularProgress size={20} aria-hidden="true" /> : undefined}
      sx={{ mt: 1, '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <AlertTitle>{titleOf(analysis)}</AlertTitle>
      {isPending ? (
        <Typography variant="body2">
          Our server reads it itself, without sending it anywhere; this takes a few seconds.
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {mrz && <PassportReadFacts mrz={mrz} />}
          {mrz && findings.length === 0 && (
            <Typography variant="body2">The passport matches the application.</Typography>
          )}
          {findings.length > 0 && (
            <AnalysisFindings findings={findings} actionOf={findingActionOf} label="Check findings" />
          )}
          {override && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <strong>
                Overridden by {override.by} on {formatDate(override.at, 'short')}:
              </strong>{' '}
              {override.note}
            </Typography>
          )}
          {actions}
        </Stack>
      )}
    </Alert>
  );
}
