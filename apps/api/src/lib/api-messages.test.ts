import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { translateText } from '@visabridge/contract';
import { describe, expect, it } from 'vitest';
import { scanMessageLiterals } from '../test/message-literals';
import { apiMessages } from './api-messages';
import { apiMessageTables } from './message-translations';

const here = path.dirname(fileURLToPath(import.meta.url));
const sourceRoot = path.resolve(here, '..');
const contractRoot = path.resolve(here, '../../../../packages/contract/src');

/** A text's shape with its values' names left out: a template matches whatever it names its values. */
const shapeOf = (text: string) => text.replace(/\{\w+\}/g, '{}');
const placeholdersOf = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();

describe("the API's own messages", () => {
  const scan = scanMessageLiterals(sourceRoot, [contractRoot]);

  it('reads every message the code passes to an error as text', () => {
    expect(scan.unresolved).toEqual([]);
    // The scan reaches the helpers, their wrappers, the plugins' own messages and the status messages.
    expect(scan.texts).toContain('Trip not found');
    expect(scan.texts).toContain('This invitation link is invalid, expired or already used.');
    expect(scan.texts).toContain('The body is not valid JSON.');
    expect(scan.texts).toContain('Too many requests. Please wait a moment and try again.');
  });

  it('lists every message the code writes, so each language has it', () => {
    const listed = new Set(apiMessages.map(shapeOf));
    const missing = [...scan.texts].filter((text) => !listed.has(shapeOf(text)));
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(apiMessageTables))('writes each value of a message into its %s text', (_, table) => {
    for (const english of apiMessages)
      expect(placeholdersOf(table[english] ?? '')).toEqual(placeholdersOf(english));
  });

  it('translates a text made with values through its template, the precise form first', () => {
    const { fr, de } = apiMessageTables;
    expect(translateText('Too many login attempts. Please wait 15 minutes and try again.', de)).toBe(
      'Zu viele Anmeldeversuche. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.',
    );
    expect(translateText('Too many login attempts. Please wait 1 minute and try again.', fr)).toBe(
      'Trop de tentatives de connexion. Veuillez patienter 1 minute et réessayer.',
    );
    expect(translateText('Unknown country code or group XX', fr)).toBe(
      'Code de pays ou de groupe inconnu : XX',
    );
    expect(translateText('Unknown country code ZZ', fr)).toBe('Code de pays inconnu : ZZ');
    expect(translateText('This consultation is already cancelled', de)).toBe(
      'Diese Beratung ist bereits abgesagt',
    );
    expect(translateText('The file has 3 problems; nothing was imported.', fr)).toBe(
      'Le fichier comporte 3 problèmes ; rien n’a été importé.',
    );
  });
});
