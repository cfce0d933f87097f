/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fieldMessages, type FieldMessageTable } from './field-messages';
import { fieldMessagesAr } from './message-translations/fields-ar';
import { fieldMessagesDe } from './message-translations/fields-de';
import { fieldMessagesEs } from './message-translations/fields-es';
import { fieldMessagesFr } from './message-translations/fields-fr';
import { fieldMessagesZh } from './message-translations/fields-zh';
import { messages } from './messages';
import { scanSchemaMessages } from './schema-messages.scan';
import { translateText } from './text-translation';

const translations: Record<string, FieldMessageTable> = {
  es: fieldMessagesEs,
  fr: fieldMessagesFr,
  de: fieldMessagesDe,
  zh: fieldMessagesZh,
  ar: fieldMessagesAr,
};

const placeholder = /\{\w+\}/g;
const shapeOf = (text: string) => text.replace(placeholder, '{}');
const english = Object.fromEntries(fieldMessages.map((text) => [text, text]));
const keyed = new Set<string>(Object.values(messages));
const scanned = [...new Set(scanSchemaMessages(fileURLToPath(new URL('.', import.meta.url))))];

/**
 * Whether the tables translate `text`: a keyed message, a text or template of the field messages, or, for a
 * text with a value the source cannot tell (`{}`), a template of that shape.
 */
const isTranslated = (text: string) =>
  text.includes('{}')
    ? fieldMessages.some((known) => shapeOf(known) === text)
    : keyed.has(text) || translateText(text, english) !== undefined;

describe('the schemas’ inline messages', () => {
  it('finds the messages written inline, with their labels and values', () => {
    expect(scanned).toEqual(
      expect.arrayContaining([
        'Passport number must be 5 to 20 letters or digits',
        'Choose at least one employee',
        'Nationality must be a two-letter country code',
        'Minimum processing days must be at most 365',
        'Offer at most {} times',
        'Must be at most 1000 characters',
      ]),
    );
    expect(scanned).not.toContain('Nationality');
  });

  it('has each of them in field-messages.ts (or messages.ts), so every language translates it', () => {
    expect(scanned.filter((text) => !isTranslated(text))).toEqual([]);
  });

  it('lists no message the schemas no longer write', () => {
    let count = 0;
    // A message made with a value the source cannot tell (`${label} is required`) may be any text of its shape.
    const unused = fieldMessages.filter(
      (known) =>
        !scanned.some(
          (text) =>
            text === known ||
            translateText(text, { [known]: known }) !== undefined ||
            translateText(known, { [text.replace(/\{\}/g, () => `{v${count++}}`)]: known }) !== undefined,
        ),
    );
    expect(unused).toEqual([]);
  });

  it.each(Object.entries(translations))('keeps every value of a template in %s', (_language, table) => {
    const lost = fieldMessages.filter(
      (text) =>
        (text.match(placeholder) ?? []).sort().join() !==
        (table[text].match(placeholder) ?? []).sort().join(),
    );
    expect(lost).toEqual([]);
  });

  it('translates a message with a value through its template', () => {
    expect(translateText('At most 12 employees on one trip', fieldMessagesFr)).toBe(
      '12 employés au maximum par voyage',
    );
    expect(translateText('Must be at most 500 characters', fieldMessagesDe)).toBe(
      'Darf höchstens 500 Zeichen lang sein',
    );
  });
});
