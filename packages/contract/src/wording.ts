/** The noun for a count: 'application' for 1, else 'applications' (or the plural given). */
export const nounFor = (count: number, singular: string, plural = `${singular}s`) =>
  count === 1 ? singular : plural;

/** A count with its noun: '1 application', '3 applications', '0 boxes' with countOf(0, 'box', 'boxes'). */
export const countOf = (count: number, singular: string, plural?: string) =>
  `${count} ${nounFor(count, singular, plural)}`;

// Vowels that sound like 'you' or 'one' take 'a'; a silent h would take 'an', but no country has one.
const soundsLikeConsonant = /^(u[bcfgklnrst][aeiou]|ukr|uni|eu|one\b)/i;

/** The phrase with 'a' or 'an' by its sound: 'an Israel passport', 'a German passport', 'a Ukraine visa'. */
export const withArticle = (phrase: string) => {
  const startsWithVowelSound = /^[aeiou]/i.test(phrase) && !soundsLikeConsonant.test(phrase);
  return `${startsWithVowelSound ? 'an' : 'a'} ${phrase}`;
};
