import { Alert, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { authorityQuestionLabels, purposeLabels } from '@visabridge/contract';
import type { ApplicationView, DocumentView, FieldError } from '@visabridge/contract';
import { get } from 'react-hook-form';
import { useCountryName } from '../../../../lib/api/use-countries';
import { FactItem, FactList } from '../../../../components/layout/fact-list';
import { stepFields } from './wizard-fields';
import type { FieldSpec, FormStepId } from './wizard-fields';
import { WizardCheckWarning } from './wizard-check-warning';
import { fieldText } from './wizard-field-text';
import { WizardFees } from './wizard-fees';
import { WizardProblemList } from './wizard-problem-list';
import { WizardReviewSection } from './wizard-review-section';
import type { WizardValues } from './wizard-schema';
import { wizardPath, wizardSteps } from './wizard-steps';

type Props = {
  draft: ApplicationView;
  values: WizardValues;
  documents: readonly DocumentView[];
  problems: readonly FieldError[];
  /** The server's list when it refused the submission (422). */
  serverProblems: { message: string; problems: FieldError[] } | null;
};

const shown = (field: FieldSpec, value: string, countryName: (code: string) => string) =>
  value.trim() ? (
    fieldText(field, value, countryName)
  ) : (
    <Typography component="span" color="text.secondary">
      Not given
    </Typography>
  );

const answerText = (answer: boolean | undefined) =>
  answer === undefined ? (
    <Typography component="span" color="text.secondary">
      Not answered
    </Typography>
  ) : answer ? (
    'Yes'
  ) : (
    'No'
  );

const formSteps = wizardSteps.filter((step) => step.id in stepFields) as {
  id: FormStepId;
  label: string;
}[];

/** Every section at a glance, the fees, and what is left to do before submitting. */
export function WizardReviewStep({ draft, values, documents, problems, serverProblems }: Props) {
  const uploaded = new Set(documents.map((file) => file.type));
  const countryName = useCountryName();
  return (
    <Stack spacing={2}>
      {serverProblems && (
        <WizardProblemList
          applicationId={draft.id}
          title={serverProblems.message}
          problems={serverProblems.problems}
          severity="error"
        />
      )}
      {problems.length > 0 ? (
        <WizardProblemList
          applicationId={draft.id}
          title={`Before you can submit, ${problems.length === 1 ? 'one item needs' : `${problems.length} items need`} your attention`}
          problems={problems}
        />
      ) : (
        <Alert severity="success">Everything is filled in. Check the details below, then submit.</Alert>
      )}
      <WizardCheckWarning applicationId={draft.id} documents={documents} />
      <WizardReviewSection title="Trip" editTo={wizardPath(draft.id, 'trip')}>
        <FactList>
          <FactItem label="Destination">{draft.destination}</FactItem>
          <FactItem label="Purpose">{purposeLabels[draft.purpose]}</FactItem>
          <FactItem label="Visa type">{draft.visaTypeName}</FactItem>
        </FactList>
      </WizardReviewSection>
      {formSteps.map((step) => (
        <WizardReviewSection key={step.id} title={step.label} editTo={wizardPath(draft.id, step.id)}>
          <FactList>
            {stepFields[step.id].map((field) => (
              <FactItem key={field.name} label={field.label}>
                {shown(field, (get(values, field.name) as string | undefined) ?? '', countryName)}
              </FactItem>
            ))}
          </FactList>
        </WizardReviewSection>
      ))}
      {draft.authorityQuestions.length > 0 && (
        <WizardReviewSection title="Questions from the authorities" editTo={wizardPath(draft.id, 'travel')}>
          <FactList>
            {draft.authorityQuestions.map((question) => (
              <FactItem key={question} label={authorityQuestionLabels[question]}>
                {answerText(values.authorityAnswers[question])}
              </FactItem>
            ))}
          </FactList>
        </WizardReviewSection>
      )}
      <WizardReviewSection title="Documents" editTo={wizardPath(draft.id, 'documents')}>
        <List dense disablePadding>
          {draft.requiredDocuments.map((item) => (
            <ListItem key={item} disableGutters>
              <ListItemText primary={item} secondary={uploaded.has(item) ? 'Uploaded' : 'Missing'} />
            </ListItem>
          ))}
        </List>
      </WizardReviewSection>
      <WizardFees fees={draft.fees} />
    </Stack>
  );
}
