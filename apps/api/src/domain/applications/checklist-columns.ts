import { uploadsToApply, type RequirementsResult } from '@visabridge/contract';
import { isMinorOn } from '@visabridge/contract/ages';
import { authorityQuestionsFor, minorDocuments } from '../visa/destination-documents';

/** Whose checklist it is: a traveller under 18 on the arrival day gets what the destination asks of minors. */
type Traveller = { dateOfBirth?: string | undefined; arrival?: string | undefined };

/** The requirements' checklist, with the destination's items for a minor when the traveller is one. */
export const checklistFor = (requirements: RequirementsResult, { dateOfBirth, arrival }: Traveller) =>
  dateOfBirth && arrival && isMinorOn(dateOfBirth, arrival)
    ? [
        ...requirements.checklist,
        ...minorDocuments({
          toCountry: requirements.toCountry.code,
          category: requirements.category,
          purpose: requirements.purpose,
        }),
      ]
    : requirements.checklist;

/**
 * An application's stored checklist from its requirements and its traveller: what the traveller uploads to
 * apply (the one list the wizard and the submit check require), the rest (carried, or issued at the end), and
 * the authority's questions it collects.
 */
export const checklistColumnsOf = (requirements: RequirementsResult, traveller: Traveller = {}) => {
  const checklist = checklistFor(requirements, traveller);
  return {
    requiredDocuments: uploadsToApply(checklist),
    laterDocuments: checklist.filter((item) => item.kind !== 'apply'),
    authorityQuestions: authorityQuestionsFor({
      toCountry: requirements.toCountry.code,
      category: requirements.category,
    }),
  };
};
