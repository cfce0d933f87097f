import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import {
  documentNameOf,
  type ApplicationView,
  type DocumentView,
  type FieldError,
} from '@visabridge/contract';
import { get } from 'react-hook-form';
import { countryNameIn } from '../../../../lib/i18n/country-name-in';
import { useCountryName } from '../../../../lib/api/use-countries';
import { formatNumber } from '../../../../lib/format';
import { authorityQuestionNames } from '../../../../components/applications/authority-question-names';
import { purposeNames } from '../../../../components/visa/purpose-names';
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

const shown = (i18n: I18n, field: FieldSpec, value: string, countryName: (code: string) => string) =>
  value.trim() ? (
    fieldText(i18n, field, value, countryName)
  ) : (
    <Typography component="span" color="text.secondary">
      <Trans comment="a form field left empty">Not given</Trans>
    </Typography>
  );

const answerText = (i18n: I18n, answer: boolean | undefined) =>
  answer === undefined ? (
    <Typography component="span" color="text.secondary">
      <Trans comment="a yes/no question left unanswered">Not answered</Trans>
    </Typography>
  ) : answer ? (
    i18n._(msg({ message: 'Yes', comment: 'an answer to a yes/no question' }))
  ) : (
    i18n._(msg({ message: 'No', comment: 'an answer to a yes/no question' }))
  );

const formSteps = wizardSteps.filter((step) => step.id in stepFields) as {
  id: FormStepId;
  label: MessageDescriptor;
}[];

/** Each section's edit button, by the accessible name it reads. */
const editLabels: Record<FormStepId | 'trip' | 'documents' | 'authority', MessageDescriptor> = {
  trip: msg`Edit trip`,
  personal: msg`Edit personal details`,
  passport: msg`Edit passport`,
  travel: msg`Edit travel plans`,
  emergency: msg`Edit emergency contact`,
  documents: msg`Edit documents`,
  authority: msg`Edit questions from the authorities`,
};

/** Every section at a glance, the fees, and what is left to do before submitting. */
export function WizardReviewStep({ draft, values, documents, problems, serverProblems }: Props) {
  const { t, i18n } = useLingui();
  const uploaded = new Set(documents.map((file) => file.type));
  const countryName = useCountryName();
  const problemsLeft = problems.length;
  const problemCount = formatNumber(problemsLeft);
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
          title={t`${plural(problemsLeft, {
            one: 'Before you can submit, one item needs your attention',
            other: `Before you can submit, ${problemCount} items need your attention`,
          })}`}
          problems={problems}
        />
      ) : (
        <Alert severity="success">
          <Trans>Everything is filled in. Check the details below, then submit.</Trans>
        </Alert>
      )}
      <WizardCheckWarning draft={draft} documents={documents} />
      <WizardReviewSection
        title={t({ message: 'Trip', comment: 'a step of the application form: the trip applied for' })}
        editLabel={t(editLabels.trip)}
        editTo={wizardPath(draft.id, 'trip')}
      >
        <FactList>
          <FactItem label={t({ message: 'Destination', comment: 'the country applied for' })}>
            {countryNameIn(i18n.locale, draft.toCountry, draft.destination)}
          </FactItem>
          <FactItem label={t`Purpose`}>{t(purposeNames[draft.purpose])}</FactItem>
          <FactItem label={t`Visa type`}>{draft.visaTypeName}</FactItem>
        </FactList>
      </WizardReviewSection>
      {formSteps.map((step) => (
        <WizardReviewSection
          key={step.id}
          title={t(step.label)}
          editLabel={t(editLabels[step.id])}
          editTo={wizardPath(draft.id, step.id)}
        >
          <FactList>
            {stepFields[step.id].map((field) => (
              <FactItem key={field.name} label={t(field.label)}>
                {shown(i18n, field, (get(values, field.name) as string | undefined) ?? '', countryName)}
              </FactItem>
            ))}
          </FactList>
        </WizardReviewSection>
      ))}
      {draft.authorityQuestions.length > 0 && (
        <WizardReviewSection
          title={t`Questions from the authorities`}
          editLabel={t(editLabels.authority)}
          editTo={wizardPath(draft.id, 'travel')}
        >
          <FactList>
            {draft.authorityQuestions.map((question) => (
              <FactItem key={question} label={t(authorityQuestionNames[question])}>
                {answerText(i18n, values.authorityAnswers[question])}
              </FactItem>
            ))}
          </FactList>
        </WizardReviewSection>
      )}
      <WizardReviewSection
        title={t({ message: 'Documents', comment: 'a step of the application form' })}
        editLabel={t(editLabels.documents)}
        editTo={wizardPath(draft.id, 'documents')}
      >
        <List dense disablePadding>
          {draft.requiredDocuments.map((item) => (
            <ListItem key={item} disableGutters>
              <ListItemText
                primary={documentNameOf(draft, item)}
                secondary={
                  uploaded.has(item)
                    ? t({ message: 'Uploaded', comment: 'a checklist document: it has a file' })
                    : t({ message: 'Missing', comment: 'a checklist document: no file yet' })
                }
              />
            </ListItem>
          ))}
        </List>
      </WizardReviewSection>
      <WizardFees fees={draft.fees} />
    </Stack>
  );
}
