import type { InterfaceLanguage } from '@visabridge/contract';
import type { AppContext } from '../app-context';
import { automaticTaskTexts } from './automatic-task-texts';
import { documentNamesIn } from './document-names';
import { referenceNumberOf } from './views';

type StoredTask = {
  type: string;
  description: string;
  automatic: boolean;
  applicationId: string | null;
};

/** The document a stored follow-up task names, when its description is still the one VisaBridge wrote. */
const followedUpDocument = (description: string, reference: string) => {
  const [before = '', after = ''] = automaticTaskTexts.en.document('\u0000', reference).split('\u0000');
  const isOurs = description.startsWith(before) && description.endsWith(after);
  return isOurs ? description.slice(before.length, description.length - after.length) : null;
};

/**
 * A task's description in `language`: one VisaBridge added (a review, a missing document's follow-up) is written
 * again from its application and document; an agent's own, or any in English, stays as stored.
 */
export const taskDescriptionIn = (
  ctx: AppContext,
  task: StoredTask,
  toCountry: string | null,
  language: InterfaceLanguage,
) => {
  if (language === 'en' || !task.automatic || !task.applicationId || !toCountry) return task.description;
  const reference = referenceNumberOf(task.applicationId);
  const texts = automaticTaskTexts[language];
  if (task.type === 'review' && task.description === automaticTaskTexts.en.review(reference))
    return texts.review(reference);
  const document = task.type === 'document' ? followedUpDocument(task.description, reference) : null;
  if (document === null) return task.description;
  const names = documentNamesIn(ctx, toCountry, [document], language);
  return texts.document(names[document] ?? document, reference);
};
