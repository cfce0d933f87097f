import { formatTable } from '../table';
import type { PageRun } from './lighthouse-runs';

type Metric = {
  label: string;
  value: (run: PageRun) => number;
  format: (value: number) => string;
  /** The budget; metrics without one are printed for information. */
  budget?: { limit: number; isMet: (value: number, limit: number) => boolean; text: string };
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms: number) => `${Math.round(ms).toLocaleString('en-US')} ms`;
const atMost = (value: number, limit: number) => value <= limit;

export const METRICS: Metric[] = [
  {
    label: 'performance',
    value: (run) => run.performance,
    format: String,
    budget: { limit: 95, isMet: (value, limit) => value >= limit, text: '>= 95' },
  },
  {
    label: 'LCP',
    value: (run) => run.lcpMs,
    format: seconds,
    budget: { limit: 2500, isMet: atMost, text: '<= 2.5 s' },
  },
  {
    label: 'TBT',
    value: (run) => run.tbtMs,
    format: milliseconds,
    budget: { limit: 200, isMet: atMost, text: '<= 200 ms' },
  },
  {
    label: 'CLS',
    value: (run) => run.cls,
    format: (value) => value.toFixed(3),
    budget: { limit: 0.05, isMet: atMost, text: '<= 0.05' },
  },
  { label: 'FCP', value: (run) => run.fcpMs, format: seconds },
  { label: 'Speed Index', value: (run) => run.speedIndexMs, format: seconds },
  {
    label: 'JS transferred',
    value: (run) => run.scriptTransferBytes,
    format: (bytes) => `${(bytes / 1000).toFixed(1)} kB`,
  },
];

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)];
  if (upper === undefined) throw new Error('no values to take the median of');
  const lower = sorted.length % 2 ? upper : (sorted[sorted.length / 2 - 1] ?? upper);
  return (lower + upper) / 2;
};

export type PageReport = { lines: string[]; failedBudgets: string[] };

/** A table of one page's runs: each metric's median over the runs, every run's value, its budget and result. */
export const reportPage = (page: string, runs: PageRun[]): PageReport => {
  const failedBudgets: string[] = [];
  const rows = METRICS.map(({ label, value, format, budget }) => {
    const values = runs.map(value);
    const middle = median(values);
    const isMet = budget ? budget.isMet(middle, budget.limit) : undefined;
    if (isMet === false) failedBudgets.push(`${page} ${label} ${format(middle)} (budget ${budget?.text})`);
    return [
      label,
      format(middle),
      values.map(format).join(', '),
      budget?.text ?? '',
      isMet === undefined ? '' : isMet ? 'PASS' : 'FAIL',
    ];
  });
  const header = ['metric', 'median', 'runs', 'budget', 'result'];
  const table = formatTable([header, ...rows], (column) => column === 1);
  const benchmark = Math.round(median(runs.map((run) => run.benchmarkIndex)));
  return {
    lines: [`${page}: ${runs.length} runs, CPU benchmark index ${benchmark}`, ...table],
    failedBudgets,
  };
};
