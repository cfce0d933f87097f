import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { purposes, type Purpose } from '../../packages/contract/src/visa-terms';

/** The edition date of the Passport Index file the bench imports (the shared current edition). */
export const VISA_EDITION_DATE = '2025-01-12';
const CORRIDOR_COUNT = 2_000;
/** Any fixed number: the same corridors in every run, so runs compare like with like. */
const CORRIDOR_SEED = 0x5eed_2025;

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FILE_NAME = 'passport-index-tidy-iso2.csv';

export type Corridor = { fromCountry: string; toCountry: string; purpose: Purpose };

/**
 * Where the Passport Index current edition is: BENCH_VISA_DATA (a file), else
 * SHARED_DIR/data/passport-index, else the shared folder beside the repository.
 */
export const visaDataFile = () => {
  if (process.env.BENCH_VISA_DATA) return path.resolve(process.env.BENCH_VISA_DATA);
  const shared = process.env.SHARED_DIR ?? path.resolve(REPO_ROOT, '..', 'shared');
  return path.join(shared, 'data', 'passport-index', FILE_NAME);
};

/** mulberry32: a small seeded PRNG, uniform in [0, 1); deterministic, unlike Math.random. */
const mulberry32 = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** The passport codes of a tidy CSV (header `Passport,Destination,Requirement`), sorted. */
const datasetCodes = (text: string) => {
  const codes = new Set<string>();
  for (const line of text.split(/\r?\n/).slice(1)) {
    const code = line.slice(0, line.indexOf(',')).trim();
    if (/^[A-Z]{2}$/.test(code)) codes.add(code);
  }
  return [...codes].sort();
};

/** A fixed, seeded list of (passport, destination, purpose), passport and destination different. */
export const buildCorridors = (codes: readonly string[], count = CORRIDOR_COUNT): Corridor[] => {
  if (codes.length < 2) throw new Error('the visa data has fewer than two countries');
  const random = mulberry32(CORRIDOR_SEED);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  const corridors: Corridor[] = [];
  while (corridors.length < count) {
    const fromCountry = pick(codes);
    const toCountry = pick(codes);
    if (fromCountry !== toCountry) corridors.push({ fromCountry, toCountry, purpose: pick(purposes) });
  }
  return corridors;
};

export type VisaData =
  | { status: 'ready'; file: string; codes: string[]; corridors: Corridor[] }
  | { status: 'skipped'; reason: string };

/** The visa data file and the corridors to request, or why the requirements target is skipped. */
export const prepareVisaData = (): VisaData => {
  const file = visaDataFile();
  if (!existsSync(file)) {
    return {
      status: 'skipped',
      reason: `no Passport Index file at ${file}; set SHARED_DIR or BENCH_VISA_DATA`,
    };
  }
  const codes = datasetCodes(readFileSync(file, 'utf8'));
  return { status: 'ready', file, codes, corridors: buildCorridors(codes) };
};
