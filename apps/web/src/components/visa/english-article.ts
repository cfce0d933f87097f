import { withArticle } from '@visabridge/contract';

/**
 * The English article ('a' or 'an') a phrase starting with `word` takes: a message about "a German passport"
 * or "an Israel passport" chooses its wording with `select()` on it. Other languages translate both alike.
 */
export const englishArticle = (word: string) => (withArticle(word).startsWith('an ') ? 'an' : 'a');
