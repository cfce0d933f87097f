// `npm run bench:ocr`: reads the machine-readable zone of synthetic passport data pages with the product's
// own analysis (image preparation, Tesseract, zone parser) and prints how well it reads against the truth
// the pages were made from, how long a page takes, and the peak memory. Exits 1 when a target is missed.
import { readPassportZone } from '../../../apps/api/src/features/documents/analysis/read-passport-zone';
import { readZone } from '../../../apps/api/src/features/documents/analysis/read-mrz-text';
import { createOcrPool } from '../../../apps/api/src/features/documents/analysis/ocr-pool';
import { renderPassportPage, syntheticPassports } from '../../../apps/api/src/test/synthetic-passports';
import { formatTable } from '../table';
import { percentile, scoreReads, type PageResult } from './score-reads';

const PAGES = Number(process.env.BENCH_OCR_PAGES ?? 48);
const targets = { exactCleanKeyFields: 0.9, brokenFlagged: 1, falseAccepts: 0, medianSeconds: 3 };

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

const pages = syntheticPassports(PAGES);
console.log(`Reading ${pages.length} synthetic passport pages, one at a time (times are per page)…`);
const ocr = createOcrPool({ size: 1 });
const results: PageResult[] = [];
for (const page of pages) {
  const image = await renderPassportPage(page);
  const started = performance.now();
  const lines = await readPassportZone(image, 'image/jpeg', ocr);
  const read = lines ? readZone(lines) : null;
  results.push({ page, read, seconds: (performance.now() - started) / 1000 });
}
await ocr.close();
clearInterval(sampler);

const score = scoreReads(results);
const seconds = results.map((result) => result.seconds);
const median = percentile(seconds, 0.5);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

console.log(
  `\nPages: ${score.counts.all} (${score.counts.clean} clean, ${score.counts.hard} hard: blur, rotation, ` +
    `low JPEG quality; ${score.counts.broken} with a broken check digit). Zone found on ${percent(score.zoneFound)}.\n`,
);
console.log('Exact reads per field');
for (const line of formatTable(
  [
    ['field', 'clean pages', 'hard pages'],
    ...score.exact.map((row) => [row.field, percent(row.clean), percent(row.hard)]),
  ],
  (column) => column > 0,
))
  console.log(line);

const keyFields = score.exact.filter((row) =>
  ['documentNumber', 'birthDate', 'expiryDate'].includes(row.field),
);
const checks = [
  ...keyFields.map((row) => ({
    what: `${row.field} exact on clean pages`,
    figure: percent(row.clean),
    target: `>= ${percent(targets.exactCleanKeyFields)}`,
    isMet: row.clean >= targets.exactCleanKeyFields,
  })),
  {
    what: 'broken check digits flagged',
    figure: `${percent(score.brokenFlagged)} (${score.brokenNotFound} with no zone found)`,
    target: '100%',
    isMet: score.brokenFlagged >= targets.brokenFlagged,
  },
  { what: 'false accepts', figure: String(score.falseAccepts), target: '0', isMet: score.falseAccepts === 0 },
  {
    what: 'seconds per page, median',
    figure: median.toFixed(2),
    target: `<= ${targets.medianSeconds}`,
    isMet: median <= targets.medianSeconds,
  },
  {
    what: 'seconds per page, p95',
    figure: percentile(seconds, 0.95).toFixed(2),
    target: '(information)',
    isMet: true,
  },
  {
    what: 'peak memory (RSS)',
    figure: `${Math.round(peakRss / 2 ** 20)} MB`,
    target: '(information)',
    isMet: true,
  },
];
console.log('\nTargets');
for (const line of formatTable(
  [
    ['measure', 'figure', 'target', ''],
    ...checks.map((check) => [check.what, check.figure, check.target, check.isMet ? 'met' : 'MISSED']),
  ],
  (column) => column === 1,
))
  console.log(line);
process.exitCode = checks.every((check) => check.isMet) ? 0 : 1;
