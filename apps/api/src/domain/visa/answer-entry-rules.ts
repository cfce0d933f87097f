import {
  type AnnouncedEntryRuleView,
  type AppliedEntryRuleView,
  type CountryView,
  type EntryRuleChangeView,
  type Purpose,
  type VisaCategory,
} from '@visabridge/contract';
import type { AnswerWriter } from './answer-writer';
import type { EntryDecision } from './decide-entry';
import { coversTraveller, feeOn, isInForce, type LoadedEntryRule } from './entry-rule-scope';

/** The days a check answers for: arrival, departure, and the day the traveller would apply (today at the latest). */
export type TripDays = { travelDate: string; returnDate: string; applyDate: string };

const visaCategories: ReadonlySet<VisaCategory> = new Set(['visa_on_arrival', 'e_visa', 'visa_required']);

const recordedText = (
  rule: Pick<LoadedEntryRule, 'recordedBy' | 'recordedOn' | 'source'>,
  writer: AnswerWriter,
) => writer.recordedBy(rule.recordedBy, rule.recordedOn, rule.source);

/** What a rule asks of the holders it covers, for the sentences that say so. */
const needOf = (rule: LoadedEntryRule) => ({
  category: rule.category as VisaCategory,
  authorisationName: rule.authorisationName,
});

type Corridor = { from: CountryView; to: CountryView; writer: AnswerWriter };

/**
 * The changes since the dataset's edition (earlier ones it already shows) up to the end of the trip: a
 * rule's start, its end, and its fee steps.
 */
const changeOf = (
  rule: LoadedEntryRule,
  { from, to, writer }: Corridor,
  trip: TripDays,
  editionDate: string,
): EntryRuleChangeView[] => {
  const { entryRules, longDate } = writer;
  const [fromName, toName] = [writer.countryName(from), writer.countryName(to)];
  const changes: EntryRuleChangeView[] = [];
  const isShown = (day: string) => day > editionDate && day <= trip.returnDate;
  if (rule.startsOn && isShown(rule.startsOn)) {
    changes.push({
      ruleId: rule.id,
      on: rule.startsOn,
      kind: 'starts',
      isDuringTrip: rule.startsOn > trip.travelDate,
      text: entryRules.starts(longDate(rule.startsOn), fromName, toName, needOf(rule)),
      source: rule.source,
    });
  }
  if (rule.endsOn && rule.endsBefore && isShown(rule.endsBefore)) {
    changes.push({
      ruleId: rule.id,
      on: rule.endsOn,
      kind: 'ends',
      isDuringTrip: rule.endsOn >= trip.travelDate,
      text: entryRules.ends(rule.authorisationName, longDate(rule.endsOn)),
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
      text: entryRules.feeChanges(
        longDate(step.from),
        rule.authorisationName,
        writer.money(step.amount, step.currency),
      ),
      source: rule.source,
    });
  }
  return changes.sort((one, other) => one.on.localeCompare(other.on));
};

const feeTextOf = (fee: ReturnType<typeof feeOn>, writer: AnswerWriter) =>
  fee
    ? writer.fee.fromDay(writer.money(fee.amount, fee.currency), writer.longDate(fee.from))
    : writer.fee.notKnown;

const appliedView = (
  rule: LoadedEntryRule & { startsOn: string },
  replaced: EntryDecision,
  corridor: Corridor,
  trip: TripDays,
): AppliedEntryRuleView => {
  const { writer } = corridor;
  const fee = feeOn(rule.fees, trip.applyDate);
  const feeText = feeTextOf(fee, writer);
  return {
    id: rule.id,
    authorisationName: rule.authorisationName,
    category: rule.category as VisaCategory,
    categoryLabel: writer.categoryLabels[rule.category as VisaCategory],
    startsOn: rule.startsOn,
    endsOn: rule.endsOn,
    officialSite: rule.applyUrl,
    governmentFee: fee,
    feeText,
    validity: rule.validity,
    source: rule.source,
    recordedOn: rule.recordedOn,
    recorded: recordedText(rule, writer),
    applyDirectly: rule.applyUrl
      ? writer.entryRules.applyDirectly(rule.applyUrl, fee && writer.money(fee.amount, fee.currency))
      : null,
    replaced: {
      category: replaced.category,
      categoryLabel: writer.categoryLabels[replaced.category],
      description: replaced.rule.description,
    },
    summary: writer.entryRules.starts(
      writer.longDate(rule.startsOn),
      writer.countryName(corridor.from),
      writer.countryName(corridor.to),
      needOf(rule),
    ),
  };
};

const decisionOf = (
  rule: LoadedEntryRule,
  applied: AppliedEntryRuleView,
  writer: AnswerWriter,
): EntryDecision => {
  const category = rule.category as VisaCategory;
  return {
    category,
    allowedStayDays: rule.allowedStayDays,
    isAdmitted: category !== 'no_admission',
    isVisaNeeded: visaCategories.has(category),
    isFreeMovement: false,
    rule: {
      id: `entry-rule:${rule.slug ?? rule.id}`,
      description: writer.decisions.entryRule(rule.authorisationName, applied.startsOn, applied.recorded),
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
      text: corridor.writer.entryRules.announced(
        corridor.writer.countryName(corridor.from),
        corridor.writer.countryName(corridor.to),
        needOf(rule),
      ),
      source: rule.source,
      recordedOn: rule.recordedOn,
      recorded: recordedText(rule, corridor.writer),
    }));
  return {
    decision: inForce && applied ? decisionOf(inForce, applied, corridor.writer) : decision,
    applied,
    changes: canReplace ? covering.flatMap((rule) => changeOf(rule, corridor, trip, editionDate)) : [],
    announced,
  };
};
