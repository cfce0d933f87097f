import { uploadsToApply, type RequirementsResult } from '@visabridge/contract';
import { authorityQuestionsFor } from '../visa/destination-documents';

/**
 * An application's stored checklist from its requirements: what the traveller uploads to apply (the one
 * list the wizard and the submit check require), the rest (carried, or issued at the end), and the
 * authority's questions it collects.
 */
export const checklistColumnsOf = (requirements: RequirementsResult) => ({
  requiredDocuments: uploadsToApply(requirements.checklist),
  laterDocuments: requirements.checklist.filter((item) => item.kind !== 'apply'),
  authorityQuestions: authorityQuestionsFor({
    toCountry: requirements.toCountry.code,
    category: requirements.category,
  }),
});
