import type { Purpose, VisaCategory } from '@visabridge/contract';
import type { AnswerWriter } from './answer-writer';
import { findFreeMovementRule, longStayPurposes } from './free-movement';
import type { ParsedRequirement } from './requirement-values';

export type EntryDecision = {
  category: VisaCategory;
  allowedStayDays: number | null;
  isAdmitted: boolean;
  /** A visa (or residence permit) must be obtained: before travel, online or at the border. */
  isVisaNeeded: boolean;
  /** Entry under a free-movement agreement: no visa, no permit, no limit on the stay. */
  isFreeMovement: boolean;
  rule: { id: string; description: string };
};

const visaCategories: ReadonlySet<VisaCategory> = new Set(['visa_on_arrival', 'e_visa', 'visa_required']);

/** Applies the purpose rules and curated agreements on top of the dataset's short-visit answer. */
export const decideEntry = (
  corridor: ParsedRequirement & { value: string },
  purpose: Purpose,
  fromCountry: string,
  toCountry: string,
  editionDate: string,
  { decisions, datasetValue }: AnswerWriter,
): EntryDecision => {
  if (corridor.category === 'own_country') {
    return {
      category: 'own_country',
      allowedStayDays: null,
      isAdmitted: true,
      isVisaNeeded: false,
      isFreeMovement: false,
      rule: { id: 'own-country', description: decisions.ownCountry },
    };
  }
  if (corridor.category === 'no_admission') {
    return {
      category: 'no_admission',
      allowedStayDays: null,
      isAdmitted: false,
      isVisaNeeded: false,
      isFreeMovement: false,
      rule: {
        id: 'passport-index',
        description: decisions.passportIndex(editionDate, datasetValue('no_admission', null)),
      },
    };
  }
  const agreement = findFreeMovementRule(fromCountry, toCountry);
  // Free movement covers every purpose; for a short visit only where the dataset agrees entry is visa free.
  if (agreement && (longStayPurposes.has(purpose) || corridor.category === 'visa_free')) {
    return {
      category: 'visa_free',
      allowedStayDays: null,
      isAdmitted: true,
      isVisaNeeded: false,
      isFreeMovement: true,
      rule: { id: agreement.id, description: decisions.freeMovement[agreement.id] },
    };
  }
  if (longStayPurposes.has(purpose)) {
    return {
      category: 'visa_required',
      allowedStayDays: null,
      isAdmitted: true,
      isVisaNeeded: true,
      isFreeMovement: false,
      rule: {
        id: 'long-stay-purpose',
        description: decisions.longStayPurpose,
      },
    };
  }
  return {
    category: corridor.category,
    allowedStayDays: corridor.stayDays,
    isAdmitted: true,
    isVisaNeeded: visaCategories.has(corridor.category),
    isFreeMovement: false,
    rule: {
      id: 'passport-index',
      description: decisions.passportIndex(editionDate, datasetValue(corridor.category, corridor.stayDays)),
    },
  };
};
