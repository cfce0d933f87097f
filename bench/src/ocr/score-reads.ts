import type { ZoneRead } from '../../../apps/api/src/features/documents/analysis/read-mrz-text';
import type { SyntheticPassport } from '../../../apps/api/src/test/synthetic-passports';

export const scoredFields = [
  'documentNumber',
  'surname',
  'givenNames',
  'nationality',
  'birthDate',
  'sex',
  'expiryDate',
] as const;
type Field = (typeof scoredFields)[number];

export type PageResult = { page: SyntheticPassport; read: ZoneRead | null; seconds: number };

/** The names as the zone holds them (long names are cut at 39 characters), which is what a read can give. */
const expectedOf = ({ truth, zone }: SyntheticPassport): Record<Field, string> => {
  const [surname = '', given = ''] = zone[0].slice(5).split('<<');
  return {
    ...truth,
    surname: surname.replace(/<+/g, ' ').trim(),
    givenNames: given.replace(/<+/g, ' ').trim(),
  };
};

const share = (hits: number, of: number) => (of === 0 ? 0 : hits / of);

/** Exact reads per field, broken check digits caught, and false accepts (a wrong read passed as valid). */
export const scoreReads = (results: PageResult[]) => {
  const exactRate = (pages: PageResult[], field: Field) =>
    share(pages.filter(({ page, read }) => read?.[field] === expectedOf(page)[field]).length, pages.length);
  const clean = results.filter(({ page }) => page.look.isClean && !page.truth.brokenCheck);
  const hard = results.filter(({ page }) => !page.look.isClean && !page.truth.brokenCheck);
  const broken = results.filter(({ page }) => page.truth.brokenCheck);
  const protectedFields: Field[] = ['documentNumber', 'birthDate', 'expiryDate'];
  const falseAccepts = results.filter(
    ({ page, read }) =>
      read?.checkDigitsValid &&
      (page.truth.brokenCheck !== null ||
        protectedFields.some((field) => read[field] !== expectedOf(page)[field])),
  );
  return {
    counts: { all: results.length, clean: clean.length, hard: hard.length, broken: broken.length },
    zoneFound: share(results.filter(({ read }) => read).length, results.length),
    exact: scoredFields.map((field) => ({
      field,
      clean: exactRate(clean, field),
      hard: exactRate(hard, field),
    })),
    brokenFlagged: share(broken.filter(({ read }) => read && !read.checkDigitsValid).length, broken.length),
    brokenNotFound: broken.filter(({ read }) => !read).length,
    falseAccepts: falseAccepts.length,
  };
};

export const percentile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
};
