import type {
  ChecklistKind,
  InterfaceLanguage,
  Purpose,
  RequirementsResult,
  VisaCategory,
} from '@visabridge/contract';
import type {
  TransitView,
  TripChecklistItem,
  TripLegView,
  TripResult,
  tripInput,
} from '@visabridge/contract/trips';
import type { z } from 'zod';
import type { FeeSchedule } from '../../config';
import { answerWriterIn, type AnswerWriter } from './answer-writer';
import { checkRequirements, type CheckInput } from './check-requirements';
import type { CheckEntry } from './check-log';
import { findCountry } from './find-country';
import type { RequirementsIndex } from './requirements-index';

type Trip = z.output<typeof tripInput>;
type Leg = Trip['legs'][number];

/** Categories whose visa or authorisation is obtained before travel, not at the border. */
const appliedBeforeTravel: ReadonlySet<VisaCategory> = new Set(['eta', 'e_visa', 'visa_required']);

/** The single check's question for one leg: the one place a leg becomes a check (its dates go here too). */
export const legCheckInput = ({
  fromCountry,
  purpose,
  leg,
}: {
  fromCountry: string;
  purpose: Purpose;
  leg: Leg;
}): CheckInput => ({
  fromCountry,
  toCountry: leg.destination,
  purpose: leg.isConnection ? 'transit' : purpose,
  // Each leg is answered for its own days: a rule that starts mid-trip applies from that leg on.
  travelDate: leg.arrivalDate,
  returnDate: leg.departureDate,
});

/** What the data knows of passing through a connection, said plainly where it knows nothing. */
const describeTransit = (answer: RequirementsResult, writer: AnswerWriter): TransitView => {
  // The answer names its countries in the reader's language already.
  const country = answer.toCountry.name;
  if (answer.category === 'own_country') {
    return { isInData: true, policy: null, note: writer.trip.transitOwnCountry };
  }
  if (answer.policy) {
    return {
      isInData: true,
      policy: {
        category: answer.policy.category,
        fee: answer.fee,
        processingTime: answer.processingTime,
        notes: answer.requirements[0]?.notes ?? '',
        source: answer.policy.source,
        isSample: answer.policy.isSample,
      },
      note: writer.trip.transitOnFile(country, answer.visaType, answer.fee),
    };
  }
  return {
    isInData: false,
    policy: null,
    note: writer.trip.transitNotInData(country),
  };
};

/** Each document once, in the order first needed, with the legs that need it. */
const kindOrder: ChecklistKind[] = ['apply', 'issued', 'carry'];

/** Each document once per time it is needed (uploaded, issued, carried), with its legs: uploads first. */
const combineChecklists = (legs: TripLegView[]): TripChecklistItem[] => {
  const combined = new Map<string, TripChecklistItem>();
  for (const leg of legs) {
    for (const { document, kind: asked } of leg.answer.checklist) {
      // A leg with nothing to apply for before travel has nothing uploaded: its documents are shown at the border.
      const kind = leg.needsApplication ? asked : 'carry';
      const key = `${kind} ${document}`;
      const item = combined.get(key) ?? { document, kind, legs: [] };
      if (!item.legs.includes(leg.number)) item.legs.push(leg.number);
      combined.set(key, item);
    }
  }
  return [...combined.values()].sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind));
};

const summarize = (legs: TripLegView[], { trip }: AnswerWriter): TripResult['summary'] => {
  const namesOf = (named: TripLegView[]) =>
    trip.legList(named.map((leg) => trip.legName(leg.number, leg.destination.name)));
  const applyBefore = legs.filter((leg) => leg.needsApplication);
  const notAdmitted = legs.filter((leg) => !leg.answer.isAdmitted);
  const sentences = [
    applyBefore.length ? trip.applyBefore(namesOf(applyBefore)) : trip.nothingToApplyBefore,
    ...(notAdmitted.length ? [trip.notAdmittedOn(namesOf(notAdmitted))] : []),
  ];
  return {
    applyBefore: applyBefore.map((leg) => leg.number),
    notAdmitted: notAdmitted.map((leg) => leg.number),
    text: sentences.join(' '),
  };
};

type CheckTripOptions = {
  index: RequirementsIndex;
  schedule: FeeSchedule;
  trip: Trip;
  /** Counts each leg's check once the whole trip is answered (none for a trip refused). */
  record: (entry: CheckEntry) => void;
  /** The language the answer's texts are written in. */
  language?: InterfaceLanguage;
};

/** Answers a trip leg by leg with the single check, plus one checklist and what to apply for first. */
export const checkTrip = ({
  index,
  schedule,
  trip,
  record,
  language = 'en',
}: CheckTripOptions): TripResult => {
  const writer = answerWriterIn(language);
  const fromCountry = findCountry(index, trip.fromCountry, 'fromCountry');
  // Every country is known before any leg is answered, so a refused trip reports its field and logs nothing.
  trip.legs.forEach((leg, position) => findCountry(index, leg.destination, `legs.${position}.destination`));
  const legs = trip.legs.map((leg, position): TripLegView => {
    const answer = checkRequirements(
      index,
      schedule,
      legCheckInput({ fromCountry: fromCountry.code, purpose: trip.purpose, leg }),
      undefined,
      language,
    );
    return {
      number: position + 1,
      destination: answer.toCountry,
      arrivalDate: leg.arrivalDate,
      departureDate: leg.departureDate,
      isConnection: leg.isConnection,
      needsApplication: answer.isAdmitted && appliedBeforeTravel.has(answer.category),
      answer,
      transit: leg.isConnection ? describeTransit(answer, writer) : null,
    };
  });
  for (const leg of legs) {
    record({
      fromCountry: fromCountry.code,
      toCountry: leg.destination.code,
      purpose: leg.answer.purpose,
      category: leg.answer.category,
    });
  }
  return {
    fromCountry: { ...fromCountry, name: writer.countryName(fromCountry) },
    purpose: trip.purpose,
    legs,
    checklist: combineChecklists(legs),
    summary: summarize(legs, writer),
  };
};
