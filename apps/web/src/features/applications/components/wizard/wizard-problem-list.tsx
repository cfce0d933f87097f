import { useLingui } from '@lingui/react/macro';
import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import type { AlertColor } from '@mui/material';
import type { FieldError } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { stepOfField, wizardPath, wizardSteps } from './wizard-steps';

type Props = {
  applicationId: string;
  title: string;
  problems: readonly FieldError[];
  severity?: AlertColor;
};

const stepLabelOf = (field: string) => wizardSteps.find((step) => step.id === stepOfField(field))?.label;

/** What still stops the submission, each a link to the step where it is fixed. */
export function WizardProblemList({ applicationId, title, problems, severity = 'warning' }: Props) {
  const { t } = useLingui();
  const stepNameOf = (field: string) => {
    const label = stepLabelOf(field);
    return label ? t(label) : '';
  };
  return (
    <Alert severity={severity}>
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" sx={{ my: 0, pl: 2.5 }}>
        {problems.map((problem) => (
          <li key={`${problem.field}:${problem.message}`}>
            <Link
              component={RouterLink}
              to={wizardPath(applicationId, stepOfField(problem.field))}
              color="inherit"
              underline="always"
            >
              {problem.message}
            </Link>
            <Typography component="span" variant="body2" sx={{ opacity: 0.8 }}>
              {' '}
              ({stepNameOf(problem.field)})
            </Typography>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
