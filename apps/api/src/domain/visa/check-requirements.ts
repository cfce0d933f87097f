import {
  type ChecklistItem,
  type CountryView,
  DAY_MS,
  dayOf,
  type EntryConditionsView,
  type InterfaceLanguage,
  messages,
  type PolicyCategory,
  type Purpose,
  type RequirementsResult,
} from '@visabridge/contract';
import type { FeeSchedule } from '../../config';
import { AppError } from '../../lib/errors';
import { feesOfPolicy, feesViewOf } from './application-fees';
import { findCountry } from './find-country';
import { visaTypeCode } from '../visa-types/catalog';
import { answerWriterIn, type AnswerWriter } from './answer-writer';
import { decideEntry, type EntryDecision } from './decide-entry';
import { answerEntryRules, type TripDays } from './answer-entry-rules';
import { buildDocumentChecklist } from './document-checklist';
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

const freshnessOf = (editionDate: string, ageDays: number, writer: AnswerWriter) =>
  writer.freshness(writer.longDate(editionDate), ageDays, Math.round(ageDays / 30.44));

/** A visa or a travel authorisation to apply for: the corridors a policy and the platform's fees apply to. */
const applicationCategoryOf = (decision: EntryDecision): PolicyCategory | null =>
  decision.isAdmitted && (decision.isVisaNeeded || decision.category === 'eta')
    ? (decision.category as PolicyCategory)
    : null;

const feeText = (decision: EntryDecision, fee: GovernmentFee, { fee: texts, money }: AnswerWriter) => {
  if (!decision.isAdmitted) return texts.notApplicable;
  if (!applicationCategoryOf(decision)) return texts.noVisaFee;
  if (fee) return money(fee.feeAmount, fee.currency);
  // An e-visa or an eTA is paid to the authority's own site, not to an embassy.
  return decision.category === 'eta' || decision.category === 'e_visa'
    ? texts.setByAuthority
    : texts.setByEmbassy;
};

const stayText = (decision: EntryDecision, { stay }: AnswerWriter) => {
  if (!decision.isAdmitted) return stay.notAdmitted;
  if (decision.category === 'own_country' || decision.isFreeMovement) return stay.unlimited;
  if (decision.allowedStayDays) return stay.upToDays(decision.allowedStayDays);
  if (applicationCategoryOf(decision)) return stay.setByAuthorisation;
  return stay.notStated;
};

const processingText = (decision: EntryDecision, policy: PolicyRow | null, { processing }: AnswerWriter) => {
  if (!decision.isAdmitted) return processing.notApplicable;
  if (policy) return processing.days(policy.processingDaysMin, policy.processingDaysMax);
  if (decision.category === 'visa_on_arrival') return processing.atBorder;
  if (!applicationCategoryOf(decision)) return processing.noApplication;
  return processing.varies;
};

type TipFacts = {
  applyDirectly: string | null;
  conditions: EntryConditionsView | null;
  writer: AnswerWriter;
};

const recommendationsFor = (
  decision: EntryDecision,
  policy: PolicyRow | null,
  from: CountryView,
  to: CountryView,
  { applyDirectly, conditions, writer }: TipFacts,
) => {
  const { tips: texts } = writer;
  const tips: string[] = [];
  if (applyDirectly) tips.push(applyDirectly);
  if (!decision.isAdmitted) {
    tips.push(texts.notAdmitted(writer.countryName(from), writer.countryName(to)));
    return tips;
  }
  if (decision.allowedStayDays) tips.push(texts.stayLimit(decision.allowedStayDays));
  if (decision.category === 'eta') tips.push(texts.eta);
  if (decision.category === 'e_visa') tips.push(texts.eVisa);
  if (decision.category === 'visa_on_arrival') tips.push(texts.visaOnArrival);
  if (decision.category === 'visa_required') tips.push(applyForVisaTip(to, writer));
  if (policy) tips.push(texts.applyAhead(policy.processingDaysMax + 10, policy.processingDaysMax));
  if (decision.isFreeMovement) {
    tips.push(texts.registerResidence);
    tips.push(texts.carryPassportOrId);
  } else {
    tips.push(passportTip(conditions, to, writer));
  }
  return tips;
};

/** The destination's passport rule with where it comes from, or that it is not in our data. */
const passportTip = (conditions: EntryConditionsView | null, to: CountryView, writer: AnswerWriter) => {
  const destination = writer.countryName(to);
  return conditions?.passportValidity
    ? writer.tips.passportRule(
        writer.passportRule(conditions, destination, writer.ruleOwner(conditions)),
        writer.recordedFrom(conditions.recordedOn, conditions.source),
      )
    : writer.tips.passportRuleUnknown(destination);
};

/** Answers a requirements check from the in-memory index; never invents a fee or a time. */
export const checkRequirements = (
  index: RequirementsIndex,
  schedule: FeeSchedule,
  input: CheckInput,
  today: string = dayOf(),
  language: InterfaceLanguage = 'en',
): RequirementsResult => {
  const writer = answerWriterIn(language);
  const edition = index.edition();
  if (!edition) throw new AppError('VISA_DATA_MISSING', 503, messages.visaDataMissing);
  const from = findCountry(index, input.fromCountry, 'fromCountry');
  const to = findCountry(index, input.toCountry, 'toCountry');
  const corridor = index.corridor(from.code, to.code);
  if (!corridor) {
    throw new AppError(
      'NO_CORRIDOR_DATA',
      422,
      writer.noCorridorData(writer.countryName(from), writer.countryName(to)),
    );
  }
  const datasetDecision = decideEntry(
    corridor,
    input.purpose,
    from.code,
    to.code,
    edition.editionDate,
    writer,
  );
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
    writer,
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
    ? writer.visaTypeNames[input.purpose]
    : writer.categoryLabels[decision.category];
  const checklist: ChecklistItem[] = [
    ...buildDocumentChecklist(
      {
        purpose: input.purpose,
        category: decision.category,
        isFreeMovement: decision.isFreeMovement,
        conditions,
        destination: writer.countryName(to),
      },
      writer,
    ).map((item) => ({ ...item, source: null })),
    ...destinationDocuments(
      { toCountry: to.code, category: decision.category, purpose: input.purpose },
      writer,
    ),
    ...(policy?.documents ?? []).map((document) => ({
      document,
      kind: 'apply' as const,
      source: policy?.source ?? null,
    })),
  ];
  const documents = checklist.map((item) => item.document);
  const fee = feeText(decision, governmentFee, writer);
  const processingTime = processingText(decision, policy, writer);
  const notes = [decision.rule.description, policy?.notes].filter(Boolean).join('. ');
  return {
    // Named in the reader's language, as the sentences below name them.
    fromCountry: { ...from, name: writer.countryName(from) },
    toCountry: { ...to, name: writer.countryName(to) },
    purpose: input.purpose,
    category: decision.category,
    categoryLabel: writer.categoryLabels[decision.category],
    isRequired: decision.isVisaNeeded,
    isAdmitted: decision.isAdmitted,
    allowedStayDays: decision.allowedStayDays,
    allowedStay: stayText(decision, writer),
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
      writer,
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
    freshness: freshnessOf(edition.editionDate, editionAgeDays, writer),
    entryRule: rules.applied,
    ruleChanges: rules.changes,
    announcedRules: rules.announced,
    confirmNotice: source
      ? writer.confirmWithSource(source)
      : writer.confirmWithGovernment(writer.countryName(to)),
    entryConditions: conditions,
  };
};
