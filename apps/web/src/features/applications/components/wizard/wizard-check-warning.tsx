import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import type { DocumentView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { wizardPath } from './wizard-steps';

type Props = { applicationId: string; documents: readonly DocumentView[] };

/** The errors the document check found, before submitting; they warn and do not stop the submission. */
export function WizardCheckWarning({ applicationId, documents }: Props) {
  const problems = documents.flatMap((document) =>
    (document.analysis?.findings ?? [])
      .filter((finding) => finding.severity === 'error')
      .map((finding) => ({ document, finding })),
  );
  const checking = documents.filter((document) => document.analysis?.status === 'pending').length;
  if (problems.length === 0 && checking === 0) return null;
  if (problems.length === 0)
    return (
      <Alert severity="info" role="status">
        Still checking {checking === 1 ? 'one document' : `${checking} documents`}; the result shows here in a
        few seconds.
      </Alert>
    );
  return (
    <Alert severity="warning">
      <AlertTitle>
        The document check found {problems.length === 1 ? 'a problem' : `${problems.length} problems`}
      </AlertTitle>
      <Box component="ul" sx={{ my: 0, pl: 2.5 }}>
        {problems.map(({ document, finding }) => (
          <li key={`${document.id}:${finding.code}:${finding.field ?? ''}`}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <strong>{document.type}:</strong> {finding.message}
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        You can still submit, but your agent will likely ask you to correct them first.{' '}
        <Link
          component={RouterLink}
          to={wizardPath(applicationId, 'documents')}
          color="inherit"
          underline="always"
        >
          Review your documents
        </Link>
      </Typography>
    </Alert>
  );
}
