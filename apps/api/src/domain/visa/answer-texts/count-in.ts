/** A count's words by the language's plural rules; `#` stands for the number ("one" may leave it out). */
export type CountWords = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export const countIn = (locale: string, count: number, words: CountWords) =>
  (words[new Intl.PluralRules(locale).select(count)] ?? words.other).replace('#', String(count));
