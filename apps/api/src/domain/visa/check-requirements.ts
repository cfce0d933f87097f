import {
  type ChecklistItem,
  type CountryView,
  DAY_MS,
  dayOf,
  type EntryConditionsView,
  formatDateIn,
  formatMoney,
  formatProcessingDays,
  messages,
  passportRuleText,
  type PolicyCategory,
  type Purpose,
  recordedFrom,
  type RequirementsResult,
  visaCategoryLabels,
  withArticle,
} from '@visabridge/contract';
import type { FeeSchedule } from '../../config';
import { AppError } from '../../lib/errors';
import { feesOfPolicy, feesViewOf } from './application-fees';
import { findCountry } from './find-country';
import { visaTypeCode, visaTypeName } from '../visa-types/catalog';
import { decideEntry, type EntryDecision } from './decide-entry';
import { answerEntryRules, type TripDays } from './answer-entry-rules';
import { buildDocumentChecklist, kindOfDocument } from './document-checklist';
import { applyForVisaTip, destinationDocuments } from './destination-documents';
import type { PolicyRow, RequirementsIndex } from './requirements-index';

export type CheckInput = {
  fromCountry: string;
  toCountry: string;
  purpose: Purpose;
  visaType?: string | undefined;
  travelDate?: string | undefined;
  returnDate?: string | undefined;
};

/** A government fee as the answer uses it: from the rule in force, else from the curated policy. */
type GovernmentFee = { feeAmount: number; currency: string } | null;

/** The trip's days: arrival today when not given, leaving on the day of arrival, applying today at the latest. */
export const tripDaysOf = (input: Pick<CheckInput, 'travelDate' | 'returnDate'>, today: string): TripDays => {
  const travelDate = input.travelDate ?? today;
  return {
    travelDate,
    returnDate: input.returnDate ?? travelDate,
    applyDate: travelDate < today ? travelDate : today,
  };
};

type PlannedTrip = { plannedArrivalDate?: unknown; plannedDepartureDate?: unknown };

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The days an application's answer is for: its planned arrival and departure, when the traveller gave
 * them. A departure before the arrival is the wizard's to point out; the answer is then for the arrival.
 */
export const plannedTripDates = (travelInfo: PlannedTrip) => {
  const travelDate = textOf(travelInfo.plannedArrivalDate);
  const departure = textOf(travelInfo.plannedDepartureDate);
  return {
    travelDate,
    returnDate: travelDate && departure && departure >= travelDate ? departure : undefined,
  };
};

const freshnessOf = (editionDate: string, ageDays: number) =>
  `The Passport Index edition of ${formatDateIn('en-GB', editionDate, 'long')} is ${ageDays} days old (about ${Math.round(ageDays / 30.44)} months); entry rules recorded since then are applied on top of it, each with the date it was recorded.`;

/** A visa or a travel authorisation to apply for: the corridors a policy and the platform's fees apply to. */
const applicationCategoryOf = (decision: EntryDecision): PolicyCategory | null =>
  decision.isAdmitted && (decision.isVisaNeeded || decision.category === 'eta')
    ? (decision.category as PolicyCategory)
    : null;

const feeText = (decision: EntryDecision, fee: GovernmentFee) => {
  if (!decision.isAdmitted) return 'Not applicable';
  if (!applicationCategoryOf(decision)) return 'No visa fee';
  if (fee) return formatMoney(fee.feeAmount, fee.currency);
  // An e-visa or an eTA is paid to the authority's own site, not to an embassy.
  return decision.category === 'eta' || decision.category === 'e_visa'
    ? 'Not known: set by the issuing authority'
    : 'Fee set by the embassy';
};

const stayText = (decision: EntryDecision) => {
  if (!decision.isAdmitted) return 'Not admitted';
  if (decision.category === 'own_country' || decision.isFreeMovement) return 'Unlimited';
  if (decision.allowedStayDays) return `Up to ${decision.allowedStayDays} days`;
  if (applicationCategoryOf(decision)) return 'Set by the visa or authorisation';
  return 'Not stated in the data';
};

const processingText = (decision: EntryDecision, policy: PolicyRow | null) => {
  if (!decision.isAdmitted) return 'Not applicable';
  if (policy) return formatProcessingDays(policy.processingDaysMin, policy.processingDaysMax);
  if (decision.category === 'visa_on_arrival') return 'Issued at the border on arrival';
  if (!applicationCategoryOf(decision)) return 'No application needed';
  return 'Processing time varies';
};

const recommendationsFor = (
  decision: EntryDecision,
  policy: PolicyRow | null,
  from: CountryView,
  to: CountryView,
  { applyDirectly, conditions }: { applyDirectly: string | null; conditions: EntryConditionsView | null },
) => {
  const tips: string[] = [];
  if (applyDirectly) tips.push(applyDirectly);
  if (!decision.isAdmitted) {
    tips.push(
      `Holders of ${withArticle(`${from.name} passport`)} are not admitted to ${to.name}; contact its embassy before planning travel.`,
    );
    return tips;
  }
  if (decision.allowedStayDays) {
    tips.push(
      `You may stay up to ${decision.allowedStayDays} days; a longer stay needs a visa or residence permit.`,
    );
  }
  if (decision.category === 'eta')
    tips.push('Apply for the electronic travel authorisation online before you travel.');
  if (decision.category === 'e_visa')
    tips.push('Apply for the e-visa online and carry a printed copy of the approval.');
  if (decision.category === 'visa_on_arrival')
    tips.push('Have the visa fee and your supporting documents ready at the border.');
  if (decision.category === 'visa_required')
    tips.push(applyForVisaTip({ toCountry: to.code, name: to.name }));
  if (policy) {
    tips.push(
      `Apply at least ${policy.processingDaysMax + 10} days before you travel: processing takes up to ${policy.processingDaysMax} business days.`,
    );
  }
  if (decision.isFreeMovement) {
    tips.push('Register your residence with the local authorities if you stay longer than three months.');
    tips.push('Carry a valid passport or national identity card.');
  } else {
    tips.push(passportTip(conditions, to));
  }
  return tips;
};

/** The destination's passport rule with where it comes from, or that it is not in our data. */
const passportTip = (conditions: EntryConditionsView | null, to: CountryView) =>
  conditions?.passportValidity
    ? `${passportRuleText(conditions, to.name)}: ${recordedFrom(conditions.recordedOn, conditions.source)}. Confirm it with the official source before you travel.`
    : `${to.name}'s passport validity rule is not in our data: confirm it with the official source before you travel.`;

/** Answers a requirements check from the in-memory index; never invents a fee or a time. */
export const checkRequirements = (
  index: RequirementsIndex,
  schedule: FeeSchedule,
  input: CheckInput,
  today: string = dayOf(),
): RequirementsResult => {
  const edition = index.edition();
  if (!edition) throw new AppError('VISA_DATA_MISSING', 503, messages.visaDataMissing);
  const from = findCountry(index, input.fromCountry, 'fromCountry');
  const to = findCountry(index, input.toCountry, 'toCountry');
  const corridor = index.corridor(from.code, to.code);
  if (!corridor) {
    throw new AppError(
      'NO_CORRIDOR_DATA',
      422,
      `We have no visa data for travel from ${from.name} to ${to.name}.`,
    );
  }
  const datasetDecision = decideEntry(corridor, input.purpose, from.code, to.code, edition.editionDate);
  const trip = tripDaysOf(input, today);
  const rules = answerEntryRules({
    rules: index.entryRules(to.code).rules,
    editionDate: edition.editionDate,
    purpose: input.purpose,
    datasetCategory: corridor.category,
    decision: datasetDecision,
    trip,
    from,
    to,
  });
  const { decision } = rules;
  const category = applicationCategoryOf(decision);
  const policy = category ? index.policy(to.code, input.purpose, category, from.code) : null;
  const ruleFee = rules.applied?.governmentFee;
  // The rule's official fee wins over a curated (or sample) policy's; an unknown one is not replaced by a guess.
  const governmentFee: GovernmentFee = ruleFee
    ? { feeAmount: ruleFee.amount, currency: ruleFee.currency }
    : policy
      ? { feeAmount: policy.feeAmount, currency: policy.currency }
      : null;
  const editionAgeDays = Math.max(
    0,
    Math.round((Date.parse(today) - Date.parse(edition.editionDate)) / DAY_MS),
  );
  const source = rules.applied?.source ?? policy?.source ?? null;
  const conditions = index.entryConditions(to.code);
  const visaType = decision.isVisaNeeded
    ? visaTypeName(input.purpose)
    : visaCategoryLabels[decision.category];
  const checklist: ChecklistItem[] = [
    ...buildDocumentChecklist({
      purpose: input.purpose,
      category: decision.category,
      isFreeMovement: decision.isFreeMovement,
      conditions,
      destination: to.name,
    }).map((document) => ({
      document,
      kind: kindOfDocument({ document, category: decision.category }),
      source: null,
    })),
    ...destinationDocuments({ toCountry: to.code, category: decision.category, purpose: input.purpose }),
    ...(policy?.documents ?? []).map((document) => ({
      document,
      kind: 'apply' as const,
      source: policy?.source ?? null,
    })),
  ];
  const documents = checklist.map((item) => item.document);
  const fee = feeText(decision, governmentFee);
  const processingTime = processingText(decision, policy);
  const notes = [decision.rule.description, policy?.notes].filter(Boolean).join('. ');
  return {
    fromCountry: from,
    toCountry: to,
    purpose: input.purpose,
    category: decision.category,
    categoryLabel: visaCategoryLabels[decision.category],
    isRequired: decision.isVisaNeeded,
    isAdmitted: decision.isAdmitted,
    allowedStayDays: decision.allowedStayDays,
    allowedStay: stayText(decision),
    isFreeMovement: decision.isFreeMovement,
    visaType,
    processingTime,
    fee,
    fees: category ? feesViewOf(feesOfPolicy(schedule, governmentFee)) : null,
    documents,
    checklist,
    requirements: [
      {
        id: `${from.code}-${to.code}-${input.purpose}`,
        fromCountry: from.code,
        toCountry: to.code,
        // A blank visa type is none given: the answer cache keys both the same way.
        visaType: input.visaType || visaTypeCode(to.code, input.purpose),
        isRequired: decision.isVisaNeeded,
        processingTime,
        fee,
        documents,
        notes,
      },
    ],
    recommendations: recommendationsFor(decision, policy, from, to, {
      applyDirectly: rules.applied?.applyDirectly ?? null,
      conditions,
    }),
    rule: decision.rule,
    policy: policy
      ? {
          id: policy.id,
          isSample: policy.isSample,
          source: policy.source,
          lastVerifiedAt: policy.lastVerifiedAt,
          category: policy.category as PolicyCategory,
        }
      : null,
    edition,
    editionAgeDays,
    freshness: freshnessOf(edition.editionDate, editionAgeDays),
    entryRule: rules.applied,
    ruleChanges: rules.changes,
    announcedRules: rules.announced,
    confirmNotice: source
      ? `Entry rules change: confirm with the official source, ${source}, before you travel.`
      : `Entry rules change: confirm with ${to.name}'s official government sources (its embassy or immigration authority) before you travel.`,
    entryConditions: conditions,
  };
};
