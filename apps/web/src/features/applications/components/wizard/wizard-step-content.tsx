import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApplicationView, DocumentView, FieldError } from '@visabridge/contract';
import type { UseFormReturn } from 'react-hook-form';
import { formatDate } from '../../../../lib/format';
import { WizardAuthorityQuestions } from './wizard-authority-questions';
import { WizardDocumentsStep } from './wizard-documents-step';
import {
  addressFields,
  emergencyFields,
  passportFields,
  personalFields,
  travelFields,
} from './wizard-fields';
import type { FieldSpec, FormStepId } from './wizard-fields';
import { WizardFormStep } from './wizard-form-step';
import type { FormSection } from './wizard-form-step';
import { countryNameIn } from '../../../../lib/i18n/country-name-in';
import { passportRuleTextIn } from './passport-rule-text';
import { WizardPassportCheck } from './wizard-passport-check';
import { WizardReviewStep } from './wizard-review-step';
import type { DraftSections, WizardValues } from './wizard-schema';
import type { WizardStep } from './wizard-steps';
import { WizardTripStep } from './wizard-trip-step';

type Props = {
  step: WizardStep;
  draft: ApplicationView;
  form: UseFormReturn<WizardValues, unknown, DraftSections>;
  values: WizardValues;
  documents: UseQueryResult<DocumentView[]>;
  problems: readonly FieldError[];
  serverProblems: { message: string; problems: FieldError[] } | null;
};

const tripDates = new Set<FieldSpec['name']>([
  'travelInfo.plannedArrivalDate',
  'travelInfo.plannedDepartureDate',
]);

type FormStep = {
  sections: readonly FormSection[];
  intro?: (i18n: I18n, draft: ApplicationView) => string;
  /** Whether the step shows the passport expiry check (it depends on its dates). */
  hasPassportCheck?: boolean;
};

const formSteps: Record<FormStepId, FormStep> = {
  personal: {
    sections: [
      { title: msg`About you`, fields: personalFields },
      { title: msg`Home address`, fields: addressFields },
    ],
  },
  passport: {
    sections: [{ fields: passportFields }],
    intro: (i18n, { entryConditions, destination, toCountry }) => {
      const passportRule = passportRuleTextIn(
        i18n,
        entryConditions,
        countryNameIn(i18n.locale, toCountry, destination),
      );
      return i18n._(
        msg({
          message: `The passport you travel with. ${passportRule}.`,
          comment: "{passportRule} is the destination's rule for passports, a sentence of its own",
        }),
      );
    },
    hasPassportCheck: true,
  },
  travel: {
    sections: [{ fields: travelFields }],
    intro: (i18n, { destination: name, toCountry, trip, travelInfo }) => {
      const destination = countryNameIn(i18n.locale, toCountry, name);
      if (!trip)
        return i18n._(
          msg`When you plan to arrive in and leave ${destination}, where you will stay, and anything else about the trip.`,
        );
      const tripReference = trip.reference;
      const arrivalDate = formatDate(travelInfo.plannedArrivalDate ?? '', 'short');
      const departureDate = formatDate(travelInfo.plannedDepartureDate ?? '', 'short');
      return i18n._(
        msg({
          message: `The dates are trip ${tripReference}'s, ${arrivalDate} to ${departureDate}: change them on the trip, for everyone. Here: where you will stay in ${destination}, and anything else about the trip.`,
          comment: 'a traveller of a group trip: the trip sets the dates for everyone on it',
        }),
      );
    },
    hasPassportCheck: true,
  },
  emergency: {
    sections: [{ fields: emergencyFields }],
    intro: (i18n) => i18n._(msg`Someone we can reach if something happens to you while you travel.`),
  },
};

/** What the current step shows. */
export function WizardStepContent({ step, draft, form, values, documents, problems, serverProblems }: Props) {
  const { t, i18n } = useLingui();
  if (step === 'trip') {
    const tripReference = draft.trip?.reference;
    return (
      <WizardTripStep
        trip={{
          fromCountry: draft.fromCountry ?? '',
          toCountry: draft.toCountry,
          purpose: draft.purpose,
          visaType: draft.visaType,
          travelDate: draft.travelInfo.plannedArrivalDate,
          returnDate: draft.travelInfo.plannedDepartureDate,
        }}
        actions={() => (
          <Alert severity="info">
            {tripReference
              ? t`This traveller is on trip ${tripReference}: its destination, purpose and dates are set on the trip, for everyone on it.`
              : t`This application is for this trip. To apply for another trip, check it on the visa check first.`}
          </Alert>
        )}
      />
    );
  }
  if (step === 'documents') return <WizardDocumentsStep draft={draft} documents={documents} />;
  if (step === 'review') {
    return (
      <WizardReviewStep
        draft={draft}
        values={values}
        documents={documents.data ?? []}
        problems={problems}
        serverProblems={serverProblems}
      />
    );
  }
  const { sections, intro, hasPassportCheck } = formSteps[step];
  // A trip's traveller travels on the trip's dates: they are changed on the trip, not here.
  const shown = draft.trip
    ? sections.map((section) => ({
        ...section,
        fields: section.fields.filter((field) => !tripDates.has(field.name)),
      }))
    : sections;
  return (
    <WizardFormStep form={form} sections={shown} intro={intro?.(i18n, draft)}>
      {hasPassportCheck && (
        <WizardPassportCheck
          draft={{
            ...values,
            requiredDocuments: [],
            entryConditions: draft.entryConditions,
            destination: countryNameIn(i18n.locale, draft.toCountry, draft.destination),
          }}
        />
      )}
      {step === 'travel' && <WizardAuthorityQuestions draft={draft} form={form} />}
    </WizardFormStep>
  );
}
