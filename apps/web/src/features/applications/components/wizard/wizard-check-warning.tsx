import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import { documentNameOf, type ApplicationView, type DocumentView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../../lib/format';
import { wizardPath } from './wizard-steps';

type Props = { draft: Pick<ApplicationView, 'id' | 'documentNames'>; documents: readonly DocumentView[] };

/** The errors the document check found, before submitting; they warn and do not stop the submission. */
export function WizardCheckWarning({ draft, documents }: Props) {
  const { t } = useLingui();
  const problems = documents.flatMap((document) =>
    (document.analysis?.findings ?? [])
      .filter((finding) => finding.severity === 'error')
      .map((finding) => ({ document, finding })),
  );
  const checking = documents.filter((document) => document.analysis?.status === 'pending').length;
  if (problems.length === 0 && checking === 0) return null;
  const checkingCount = formatNumber(checking);
  const problemsFound = problems.length;
  const problemCount = formatNumber(problemsFound);
  if (problems.length === 0)
    return (
      <Alert severity="info" role="status">
        {t`${plural(checking, {
          one: 'Still checking one document; the result shows here in a few seconds.',
          other: `Still checking ${checkingCount} documents; the result shows here in a few seconds.`,
        })}`}
      </Alert>
    );
  return (
    <Alert severity="warning">
      <AlertTitle>
        {t`${plural(problemsFound, {
          one: 'The document check found a problem',
          other: `The document check found ${problemCount} problems`,
        })}`}
      </AlertTitle>
      <Box component="ul" sx={{ my: 0, pl: 2.5 }}>
        {problems.map(({ document, finding }) => {
          const documentType = documentNameOf(draft, document.type);
          const problem = finding.message;
          return (
            <li key={`${document.id}:${finding.code}:${finding.field ?? ''}`}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <Trans comment="a document of the checklist, then the problem its check found">
                  <strong>{documentType}:</strong> {problem}
                </Trans>
              </Typography>
            </li>
          );
        })}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <Trans>
          You can still submit, but your agent will likely ask you to correct them first.{' '}
          <Link
            component={RouterLink}
            to={wizardPath(draft.id, 'documents')}
            color="inherit"
            underline="always"
          >
            Review your documents
          </Link>
        </Trans>
      </Typography>
    </Alert>
  );
}
