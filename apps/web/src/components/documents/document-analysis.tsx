import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const titleOf = ({ status, mrz, findings }: DocumentAnalysisView): MessageDescriptor => {
  if (status === 'pending')
    return msg({ message: 'Checking…', comment: 'a passport scan or photo being checked' });
  if (status === 'failed') return msg`Could not be checked`;
  if (mrz) return msg`Passport read`;
  if (findings.some((finding) => finding.code === 'mrz_not_found')) return msg`Passport not read`;
  return findings.length > 0 ? msg`Photo checked: problems found` : msg`Photo checked: no problems found`;
};

const severityOf = ({ status, findings }: DocumentAnalysisView): AlertColor => {
  if (status === 'pending') return 'info';
  if (findings.some((finding) => finding.severity === 'error')) return 'error';
  if (findings.some((finding) => finding.severity === 'warning')) return 'warning';
  return 'success';
};

/** An agent's override of the check: who, when, and their note. */
function OverrideLine({ override }: { override: NonNullable<DocumentAnalysisView['override']> }) {
  const agentName = override.by;
  const overrideDate = formatDate(override.at, 'short');
  const note = override.note;
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Trans comment="an agent accepted a document despite its automatic check; then the agent's note">
        <strong>
          Overridden by {agentName} on {overrideDate}:
        </strong>{' '}
        {note}
      </Trans>
    </Typography>
  );
}

/**
 * The automatic check of one passport scan or photo as it stands: being checked, what the passport's zone
 * reads, each problem with what to do, and an agent's override with its note.
 */
export function DocumentAnalysis({ analysis, findingActionOf, actions }: Props) {
  const { t } = useLingui();
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
      <AlertTitle>{t(titleOf(analysis))}</AlertTitle>
      {isPending ? (
        <Typography variant="body2">
          <Trans>Our server reads it itself, without sending it anywhere; this takes a few seconds.</Trans>
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {mrz && <PassportReadFacts mrz={mrz} />}
          {mrz && findings.length === 0 && (
            <Typography variant="body2">
              <Trans>The passport matches the application.</Trans>
            </Typography>
          )}
          {findings.length > 0 && (
            <AnalysisFindings
              findings={findings}
              actionOf={findingActionOf}
              label={t({
                message: 'Check findings',
                comment: 'what the automatic check of a document found (a noun)',
              })}
            />
          )}
          {override && <OverrideLine override={override} />}
          {actions}
        </Stack>
      )}
    </Alert>
  );
}
