import { createHash } from 'node:crypto';
import type { DatasetRow } from './parse-dataset';

export type RequirementChange = {
  passport: string;
  destination: string;
  /** null when the corridor is new in this edition. */
  previous: string | null;
  /** null when the corridor is gone from this edition. */
  current: string | null;
};

const corridorKey = (passport: string, destination: string) => `${passport},${destination}`;

/** Identifies the data, not the file: row order, line endings and a BOM do not change it. */
export const hashDatasetContent = (rows: DatasetRow[]) => {
  const lines = rows.map((row) => `${row.passport},${row.destination},${row.requirement}`).sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex');
};

/** Corridors are journeys between two countries; a passport's own-country row is not one. */
export const isCorridor = (row: { passport: string; destination: string }) =>
  row.passport !== row.destination;

export const countDataset = (rows: DatasetRow[]) => ({
  corridors: rows.filter(isCorridor).length,
  passports: new Set(rows.map((row) => row.passport)).size,
  destinations: new Set(rows.map((row) => row.destination)).size,
});

/** The codes a dataset covers, as passport or destination: the countries the checker offers. */
export const listDatasetCountries = (rows: DatasetRow[]) => [
  ...new Set(rows.flatMap((row) => [row.passport, row.destination])),
];

type CompareRequirementsOptions = { previous: DatasetRow[]; current: DatasetRow[] };

/** Every row whose requirement differs between two editions, added and removed ones included, sorted. */
export const compareRequirements = ({ previous, current }: CompareRequirementsOptions) => {
  const before = new Map(previous.map((row) => [corridorKey(row.passport, row.destination), row]));
  const changes: RequirementChange[] = [];
  for (const { passport, destination, requirement } of current) {
    const key = corridorKey(passport, destination);
    const old = before.get(key);
    before.delete(key);
    if (old?.requirement !== requirement) {
      changes.push({ passport, destination, previous: old?.requirement ?? null, current: requirement });
    }
  }
  for (const { passport, destination, requirement } of before.values()) {
    changes.push({ passport, destination, previous: requirement, current: null });
  }
  return changes.sort(
    (a, b) => a.passport.localeCompare(b.passport) || a.destination.localeCompare(b.destination),
  );
};
