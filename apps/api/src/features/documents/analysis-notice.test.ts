import { describe, expect, it } from 'vitest';
import { analysisNotice } from './analysis-notice';

const finding = 'This passport expired on 2024-01-31. Renew it before you apply.';

describe('the notice of a document check’s problems', () => {
  it('quotes the first finding in English, and counts the others', () => {
    expect(analysisNotice.en({ kind: 'passport', first: finding, count: 3 })).toEqual({
      title: 'Check your passport scan',
      message: `${finding} (2 more on the application page.)`,
    });
  });

  it('counts the problems in the reader’s language and quotes no English finding', () => {
    expect(analysisNotice.es({ kind: 'photo', first: finding, count: 1 })).toEqual({
      title: 'Revise su fotografía',
      message:
        'La comprobación automática ha encontrado un problema. Consulte los detalles en la página de la solicitud.',
    });
    for (const language of ['fr', 'de', 'zh', 'ar'] as const) {
      const { title, message } = analysisNotice[language]({ kind: 'passport', first: finding, count: 2 });
      expect(`${title} ${message}`).not.toMatch(/passport|Renew|Check/);
      expect(message).toContain('2');
    }
  });
});
