import type { InterfaceLanguage } from '@visabridge/contract';
import type { AppContext } from '../app-context';
import type { ChecklistDocument } from '../visa/answer-texts/types';
import { answerWriterIn } from '../visa/answer-writer';
import { checklistLineText } from '../visa/document-checklist';
import { destinationNameIn } from './destination-name';

/** The checklist's own documents in English, by their name in `language`: the same for every destination. */
const documentsByEnglish = new Map<InterfaceLanguage, Map<string, string>>();

const documentsIn = (language: InterfaceLanguage) => {
  const known = documentsByEnglish.get(language);
  if (known) return known;
  const english = answerWriterIn('en').documents;
  const translated = answerWriterIn(language).documents;
  const names = new Map(
    (Object.keys(english) as ChecklistDocument[]).map((key) => [english[key], translated[key]]),
  );
  documentsByEnglish.set(language, names);
  return names;
};

/** The destination's passport and photo lines: the English one as a checklist stores it, and the reader's. */
const destinationLinesIn = (ctx: AppContext, toCountry: string, language: InterfaceLanguage) => {
  const conditions = ctx.visa.index.entryConditions(toCountry);
  const lineIn = (line: 'passport' | 'photo', lineLanguage: InterfaceLanguage) =>
    checklistLineText(
      line,
      { conditions, destination: destinationNameIn(ctx, toCountry, lineLanguage) },
      answerWriterIn(lineLanguage),
    );
  return new Map(
    (['passport', 'photo'] as const).map((line) => [lineIn(line, 'en'), lineIn(line, language)]),
  );
};

/**
 * Each of `names` (an application's stored checklist, English since they are the types uploads are filed
 * under) by its name in `language`; a name VisaBridge does not ship (an operator's own, a rule since reworded)
 * stays as stored.
 */
export const documentNamesIn = (
  ctx: AppContext,
  toCountry: string,
  names: readonly string[],
  language: InterfaceLanguage,
): Record<string, string> => {
  if (language === 'en') return Object.fromEntries(names.map((name) => [name, name]));
  const documents = documentsIn(language);
  const destinationLines = destinationLinesIn(ctx, toCountry, language);
  return Object.fromEntries(
    names.map((name) => [name, documents.get(name) ?? destinationLines.get(name) ?? name]),
  );
};
