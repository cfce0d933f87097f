import {
  formatDateIn,
  formatMoney,
  visaCategoryLabels,
  withArticle,
  type AnnouncedEntryRuleView,
  type AppliedEntryRuleView,
  type CountryView,
  type EntryRuleChangeView,
  type Purpose,
  type VisaCategory,
} from '@visabridge/contract';
import type { EntryDecision } from './decide-entry';
import { coversTraveller, feeOn, isInForce, type LoadedEntryRule } from './entry-rule-scope';

/** The days a check answers for: arrival, departure, and the day the traveller would apply (today at the latest). */
export type TripDays = { travelDate: string; returnDate: string; applyDate: string };

const longDate = (day: string) => formatDateIn('en-GB', day, 'long');

const visaCategories: ReadonlySet<VisaCategory> = new Set(['visa_on_arrival', 'e_visa', 'visa_required']);

export const recordedText = (rule: Pick<LoadedEntryRule, 'recordedBy' | 'recordedOn' | 'source'>) =>
  `Recorded by ${rule.recordedBy} on ${rule.recordedOn} from ${rule.source}`;

/** "need a UK Electronic Travel Authorisation", "may enter without a visa", "are not admitted". */
const whatHoldersNeed = (rule: LoadedEntryRule) => {
  if (rule.category === 'visa_free') return 'may enter without a visa';
  if (rule.category === 'no_admission') return 'are not admitted';
  return `need the ${rule.authorisationName}`;
};

/** The same, for a change announced without a date. */
const whatHoldersWillNeed = (rule: LoadedEntryRule) => {
  if (rule.category === 'visa_free') return 'will be able to enter without a visa';
  if (rule.category === 'no_admission') return 'will not be admitted';
  return `will need the ${rule.authorisationName}`;
};

const holdersOf = (from: CountryView) => `holders of ${withArticle(`${from.name} passport`)}`;

type Corridor = { from: CountryView; to: CountryView };

/**
 * The changes since the dataset's edition (earlier ones it already shows) up to the end of the trip: a
 * rule's start, its end, and its fee steps.
 */
const changeOf = (
  rule: LoadedEntryRule,
  { from, to }: Corridor,
  trip: TripDays,
  editionDate: string,
): EntryRuleChangeView[] => {
  const changes: EntryRuleChangeView[] = [];
  const isShown = (day: string) => day > editionDate && day <= trip.returnDate;
  if (rule.startsOn && isShown(rule.startsOn)) {
    changes.push({
      ruleId: rule.id,
      on: rule.startsOn,
      kind: 'starts',
      isDuringTrip: rule.startsOn > trip.travelDate,
      text: `From ${longDate(rule.startsOn)}, ${holdersOf(from)} ${whatHoldersNeed(rule)} to enter ${to.name}.`,
      source: rule.source,
    });
  }
  if (rule.endsOn && rule.endsBefore && isShown(rule.endsBefore)) {
    changes.push({
      ruleId: rule.id,
      on: rule.endsOn,
      kind: 'ends',
      isDuringTrip: rule.endsOn >= trip.travelDate,
      text: `${rule.authorisationName}: in force until ${longDate(rule.endsOn)}; after that day the dataset's answer applies again.`,
      source: rule.source,
    });
  }
  for (const step of rule.startsOn ? rule.fees : []) {
    if (!isShown(step.from)) continue;
    changes.push({
      ruleId: rule.id,
      on: step.from,
      kind: 'fee',
      isDuringTrip: step.from > trip.travelDate,
      text: `From ${longDate(step.from)}, the government fee for the ${rule.authorisationName} is ${formatMoney(step.amount, step.currency)}.`,
      source: rule.source,
    });
  }
  return changes.sort((one, other) => one.on.localeCompare(other.on));
};

const feeTextOf = (fee: ReturnType<typeof feeOn>) =>
  fee ? `${formatMoney(fee.amount, fee.currency)} (from ${longDate(fee.from)})` : 'Not known';

const appliedView = (
  rule: LoadedEntryRule & { startsOn: string },
  replaced: EntryDecision,
  corridor: Corridor,
  trip: TripDays,
): AppliedEntryRuleView => {
  const fee = feeOn(rule.fees, trip.applyDate);
  const feeText = feeTextOf(fee);
  return {
    id: rule.id,
    authorisationName: rule.authorisationName,
    category: rule.category as VisaCategory,
    categoryLabel: visaCategoryLabels[rule.category as VisaCategory],
    startsOn: rule.startsOn,
    endsOn: rule.endsOn,
    officialSite: rule.applyUrl,
    governmentFee: fee,
    feeText,
    validity: rule.validity,
    source: rule.source,
    recordedOn: rule.recordedOn,
    recorded: recordedText(rule),
    applyDirectly: rule.applyUrl
      ? `You may apply directly on the official site, ${rule.applyUrl}, without VisaBridge; the government fee there is ${fee ? formatMoney(fee.amount, fee.currency) : 'not known to us'}.`
      : null,
    replaced: {
      category: replaced.category,
      categoryLabel: visaCategoryLabels[replaced.category],
      description: replaced.rule.description,
    },
    summary: `From ${longDate(rule.startsOn)}, ${holdersOf(corridor.from)} ${whatHoldersNeed(rule)} to enter ${corridor.to.name}.`,
  };
};

const decisionOf = (rule: LoadedEntryRule, applied: AppliedEntryRuleView): EntryDecision => {
  const category = rule.category as VisaCategory;
  return {
    category,
    allowedStayDays: rule.allowedStayDays,
    isAdmitted: category !== 'no_admission',
    isVisaNeeded: visaCategories.has(category),
    isFreeMovement: false,
    rule: {
      id: `entry-rule:${rule.slug ?? rule.id}`,
      description: `${rule.authorisationName}, in force from ${applied.startsOn}. ${applied.recorded}`,
    },
  };
};

type AnswerOptions = Corridor & {
  rules: readonly LoadedEntryRule[];
  editionDate: string;
  purpose: Purpose;
  datasetCategory: VisaCategory;
  decision: EntryDecision;
  trip: TripDays;
};

/**
 * The dated rules over the dataset's answer: the one in force on the day of arrival replaces it (never
 * for one's own country or under free movement), those starting or ending before the trip is over are
 * shown as changes, and announced ones are shown and never applied.
 */
export const answerEntryRules = ({
  rules,
  editionDate,
  purpose,
  datasetCategory,
  decision,
  trip,
  ...corridor
}: AnswerOptions) => {
  const covering = rules.filter((rule) =>
    coversTraveller(rule, { passport: corridor.from.code, purpose, datasetCategory }),
  );
  const canReplace = decision.category !== 'own_country' && !decision.isFreeMovement;
  const inForce = canReplace ? covering.find((rule) => isInForce(rule, trip.travelDate)) : undefined;
  const applied = inForce?.startsOn
    ? appliedView({ ...inForce, startsOn: inForce.startsOn }, decision, corridor, trip)
    : null;
  const announced: AnnouncedEntryRuleView[] = covering
    .filter((rule) => rule.startsOn === null)
    .map((rule) => ({
      id: rule.id,
      authorisationName: rule.authorisationName,
      text: `Announced, no start date set: ${holdersOf(corridor.from)} ${whatHoldersWillNeed(rule)} to enter ${corridor.to.name}. Not in force yet; the answer above does not include it.`,
      source: rule.source,
      recordedOn: rule.recordedOn,
      recorded: recordedText(rule),
    }));
  return {
    decision: inForce && applied ? decisionOf(inForce, applied) : decision,
    applied,
    changes: canReplace ? covering.flatMap((rule) => changeOf(rule, corridor, trip, editionDate)) : [],
    announced,
  };
};
