import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors';
import { envelopeIn } from './message-language';
import { parseInput } from './parse-input';

/** The envelope the error plugin makes of an AppError. */
const envelopeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { success: false, message: error.message, errors: error.errors, code: error.code };
  }
  throw new Error('expected a refusal');
};

const profile = z.object({
  age: z.number(),
  nickname: z.string().min(1, 'Enter the traveller'),
  tags: z.array(z.string()),
});

describe("zod's default messages in the reader's language", () => {
  it("rewords a default message in the language's own words, the value's type as it was sent", () => {
    const refused = envelopeOf(() => parseInput(profile, { age: 'forty', nickname: 'Kim', tags: [] }, 'x'));
    expect(refused.message).toBe('Invalid input: expected number, received string');
    expect(envelopeIn('es', refused)).toEqual({
      ...refused,
      message: 'Entrada inválida: se esperaba número, recibido texto',
      errors: [{ field: 'age', message: 'Entrada inválida: se esperaba número, recibido texto' }],
    });
  });

  it('finds the value of a nested field (an item of a list) for its message', () => {
    const refused = envelopeOf(() => parseInput(profile, { age: 4, nickname: 'Kim', tags: ['a', 7] }, 'x'));
    expect(envelopeIn('fr', refused)).toMatchObject({
      errors: [{ field: 'tags.1', message: 'Entrée invalide : chaîne de caractères attendu, nombre reçu' }],
    });
  });

  it("keeps a schema's own message a text the tables translate, never zod's wording", () => {
    const refused = envelopeOf(() => parseInput(profile, { age: 4, nickname: '', tags: [] }, 'x'));
    expect(envelopeIn('de', refused)).toMatchObject({
      message: 'Geben Sie den Reisenden an',
      errors: [{ field: 'nickname', message: 'Geben Sie den Reisenden an' }],
    });
  });

  it('leaves English and codes as they are', () => {
    const refused = envelopeOf(() => parseInput(profile, {}, 'x'));
    expect(envelopeIn('en', refused)).toBe(refused);
    expect(envelopeIn('zh', refused)).toMatchObject({ code: 'VALIDATION_ERROR', success: false });
  });
});
