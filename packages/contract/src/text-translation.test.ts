import { describe, expect, it } from 'vitest';
import { translateText } from './text-translation';

const table = {
  'Passport number is required': 'El número de pasaporte es obligatorio',
  'At most {count} documents': 'Como máximo {count} documentos',
  'Line {line}: {message}': 'Línea {line}: {message}',
  'Offer at most 5 times (a literal $ and (parens))': 'Ofrezca como máximo 5 horarios ($ y (paréntesis))',
};

describe('translateText', () => {
  it('finds a text by its exact wording', () => {
    expect(translateText('Passport number is required', table)).toBe('El número de pasaporte es obligatorio');
  });

  it('fills a template with the values the English text carried', () => {
    expect(translateText('At most 30 documents', table)).toBe('Como máximo 30 documentos');
    expect(translateText('Line 4: Email is required', table)).toBe('Línea 4: Email is required');
  });

  it('prefers the template with the most fixed wording, whatever the table order', () => {
    const loose = {
      'Must be at most {max}': 'Como máximo {max}',
      'Must be at most {max} characters': 'Como máximo {max} caracteres',
    };
    expect(translateText('Must be at most 500 characters', loose)).toBe('Como máximo 500 caracteres');
    expect(translateText('Must be at most 7', loose)).toBe('Como máximo 7');
  });

  it('takes characters that mean something in a pattern literally', () => {
    expect(translateText('Offer at most 5 times (a literal $ and (parens))', table)).toBe(
      'Ofrezca como máximo 5 horarios ($ y (paréntesis))',
    );
  });

  it('knows nothing of a text the table does not have', () => {
    expect(translateText('At most documents', table)).toBeUndefined();
    expect(translateText('Something else', table)).toBeUndefined();
  });
});
