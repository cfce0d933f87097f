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

  it('quotes the first finding in the reader’s language, and counts the others by its plural rules', () => {
    const erste =
      'Dieser Reisepass ist am 2024-01-31 abgelaufen. Bitte erneuern Sie ihn, bevor Sie den Antrag stellen.';
    expect(analysisNotice.de({ kind: 'passport', first: erste, count: 1 })).toEqual({
      title: 'Prüfen Sie den Scan Ihres Reisepasses',
      message: erste,
    });
    expect(analysisNotice.de({ kind: 'photo', first: erste, count: 2 }).message).toBe(
      `${erste} (Ein weiteres Problem auf der Seite des Antrags.)`,
    );
    expect(analysisNotice.de({ kind: 'photo', first: erste, count: 4 }).message).toBe(
      `${erste} (3 weitere Probleme auf der Seite des Antrags.)`,
    );
    expect(analysisNotice.es({ kind: 'photo', first: 'x', count: 3 })).toEqual({
      title: 'Revise su fotografía',
      message: 'x (2 problemas más en la página de la solicitud).',
    });
    expect(analysisNotice.fr({ kind: 'photo', first: 'x', count: 2 }).message).toBe(
      'x (1 autre problème sur la page de la demande.)',
    );
    expect(analysisNotice.zh({ kind: 'photo', first: 'x', count: 3 }).message).toBe(
      'x（申请页面上还有 2 个问题。）',
    );
    expect(analysisNotice.ar({ kind: 'photo', first: 'x', count: 3 }).message).toBe(
      'x (مشكلتان أخريان في صفحة الطلب.)',
    );
    expect(analysisNotice.ar({ kind: 'photo', first: 'x', count: 4 }).message).toBe(
      'x (3 مشكلات أخرى في صفحة الطلب.)',
    );
  });
});
