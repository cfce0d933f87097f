/**
 * Texts translated by their English wording: a table maps each English text to its translation. A text made
 * with values (`At most 30 documents`) is found through its template (`At most {count} documents`): the
 * translation's `{count}` gets the value the English text carried.
 */
export type TextTable = Readonly<Record<string, string>>;

const placeholder = /\{(\w+)\}/g;
const hasPlaceholder = /\{\w+\}/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Template = { pattern: RegExp; names: string[]; translation: string };

/** The table's templates, the one with the most fixed wording first: `Must be at most {max} characters` before `Must be at most {max}`. */
const templatesOf = (table: TextTable): Template[] =>
  Object.entries(table)
    .filter(([english]) => hasPlaceholder.test(english))
    .sort(([a], [b]) => b.replace(placeholder, '').length - a.replace(placeholder, '').length)
    .map(([english, translation]) => {
      const names = [...english.matchAll(placeholder)].map((match) => match[1] ?? '');
      const parts = english.split(placeholder).filter((_, index) => index % 2 === 0);
      return {
        pattern: new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`, 's'),
        names,
        translation,
      };
    });

const templateCache = new WeakMap<TextTable, Template[]>();

const cachedTemplates = (table: TextTable) => {
  const known = templateCache.get(table);
  if (known) return known;
  const made = templatesOf(table);
  templateCache.set(table, made);
  return made;
};

/** `text` in the table's language: by its exact wording, else by the template it was made from; else undefined. */
export const translateText = (text: string, table: TextTable): string | undefined => {
  const exact = table[text];
  if (exact !== undefined) return exact;
  for (const { pattern, names, translation } of cachedTemplates(table)) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = new Map(names.map((name, index) => [name, match[index + 1] ?? '']));
    return translation.replace(placeholder, (whole, name: string) => values.get(name) ?? whole);
  }
  return undefined;
};
