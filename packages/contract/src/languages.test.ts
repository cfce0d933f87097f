import { describe, expect, it } from 'vitest';
import { languages } from './languages';

describe('languages', () => {
  // The web app writes such numbers without a formatter (apps/web/src/lib/format.ts, formatNumber).
  it.each(languages.map((language) => language.code))(
    '%s writes whole numbers below 1,000 as plain digits',
    (code) => {
      const format = new Intl.NumberFormat(code);
      const different = Array.from({ length: 1000 }, (_, n) => n).filter(
        (n) => format.format(n) !== String(n),
      );
      expect(different).toEqual([]);
    },
  );
});
