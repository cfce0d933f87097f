import type { Measurement, TargetName } from './load';
import { planChecks } from './plans';
import type { ScalePlans, SkippedTarget } from './protocol';
import { formatTable } from './table';

export type DatabaseRun = {
  title: string;
  description: string;
  measurements: Measurement[];
  /** The scale run's plans of the measured list requests and their floors. */
  plans?: ScalePlans;
  /** Targets the run could not serve, and why. */
  skipped?: SkippedTarget[];
};

/**
 * A target of the issue: requests per second at least `minimumRatio` of its reference's, in the same
 * run; without one the ratio is printed for information. p99 latency is always information: on a
 * 2-core machine the load generator shares the cores.
 */
export type Goal = { target: TargetName; minimumRatio?: number };

/** PostgreSQL: an authenticated call at least half the bare framework's rate, the requirements check 75% of a bare POST. */
export const BASE_GOALS: Goal[] = [
  { target: 'profile', minimumRatio: 0.5 },
  { target: 'requirements', minimumRatio: 0.75 },
];

/** PGlite: the database shares the API's event loop, so an authenticated call is held to a quarter of hello. */
export const PGLITE_GOALS: Goal[] = [{ target: 'profile', minimumRatio: 0.25 }, { target: 'requirements' }];

/** The scale run: the first pages of the traveller's and the admin's lists against their hand-written floors. */
export const SCALE_GOALS: Goal[] = [
  { target: 'first-page', minimumRatio: 0.6 },
  { target: 'search' },
  { target: 'status-filter' },
  { target: 'admin-first', minimumRatio: 0.6 },
  { target: 'admin-middle' },
  { target: 'admin-search' },
];

const lookUp = (run: DatabaseRun, target: TargetName) =>
  run.measurements.find((entry) => entry.target === target);

const find = (run: DatabaseRun, target: TargetName) => {
  const measurement = lookUp(run, target);
  if (!measurement) throw new Error(`${run.title} has no ${target} measurement`);
  return measurement;
};

const percent = (value: number) => `${Math.round(value * 100)}%`;
const integer = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * Each target is compared with its floor: lookup and profile with hello (what one query, and an
 * authenticated call, cost against the bare framework); the requirements check with a bare POST
 * answering as much; the traveller's list requests with the bare route sending the minimal query for
 * the first page, the admin's with the one for the admin's first page.
 */
const baselineOf: Record<TargetName, TargetName> = {
  hello: 'hello',
  lookup: 'hello',
  profile: 'hello',
  'bare-post': 'hello',
  requirements: 'bare-post',
  'floor-list': 'floor-list',
  'first-page': 'floor-list',
  search: 'floor-list',
  'status-filter': 'floor-list',
  'floor-admin-list': 'floor-admin-list',
  'admin-first': 'floor-admin-list',
  'admin-middle': 'floor-admin-list',
  'admin-search': 'floor-admin-list',
};

export const formatRun = (run: DatabaseRun) => {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'ratio'];
  const rows = run.measurements.map((measurement) => {
    const baseline = find(run, baselineOf[measurement.target]);
    const ratio = measurement.requestsPerSecond / baseline.requestsPerSecond;
    const failures = measurement.failures ? `  (${integer(measurement.failures)} failed requests)` : '';
    return [
      measurement.target,
      integer(measurement.requestsPerSecond),
      measurement.p50Ms.toFixed(1),
      measurement.p99Ms.toFixed(1),
      `${percent(ratio)} of ${baseline.target}${failures}`,
    ];
  });
  const table = formatTable([header, ...rows], (column, columns) => column !== 0 && column !== columns - 1);
  return [`${run.title}: ${run.description}`, ...table].join('\n');
};

/** A line of the checks; `passed` absent for a line given for information. */
type Check = { line: string; passed?: boolean };

const ratioCheck = (run: DatabaseRun, { target, minimumRatio }: Goal): Check => {
  const baseline = find(run, baselineOf[target]);
  const ratio = find(run, target).requestsPerSecond / baseline.requestsPerSecond;
  const line = `${target}/${baseline.target} = ${percent(ratio)}`;
  return minimumRatio === undefined
    ? { line: `${line} (information)` }
    : { line: `${line} (target >= ${percent(minimumRatio)})`, passed: ratio >= minimumRatio };
};

const p99Line = (run: DatabaseRun, { target }: Goal): Check => ({
  line: `${target} p99 = ${find(run, target).p99Ms.toFixed(1)} ms (information)`,
});

const verdict = ({ passed }: Check) => (passed === undefined ? '' : passed ? ' PASS' : ' FAIL');

/**
 * The goals, prefixed with the run's title: each measured target's ratio to its floor and its p99;
 * passed only when every target line passes. A goal appears when the run measured its target
 * (requirements only with the visa data); failed requests of the goals' targets and floors fail, and
 * so does a plan reading a big table whole.
 */
export const checkRun = (run: DatabaseRun, goals: Goal[]) => {
  const measured = goals.filter((goal) => lookUp(run, goal.target));
  const checks = measured.flatMap((goal) => [ratioCheck(run, goal), p99Line(run, goal)]);
  const involved = new Set(measured.flatMap(({ target }) => [target, baselineOf[target]]));
  const failures = run.measurements
    .filter((measurement) => involved.has(measurement.target))
    .reduce((sum, measurement) => sum + measurement.failures, 0);
  if (failures) checks.push({ line: `${integer(failures)} requests failed (target 0)`, passed: false });
  for (const { name, reason, fails } of run.skipped ?? []) {
    checks.push({ line: `${name}: SKIPPED (${reason})`, ...(fails ? { passed: false } : {}) });
  }
  if (run.plans) checks.push(...planChecks(run.plans));
  return {
    lines: checks.map((check) => `${run.title}: ${check.line}${verdict(check)}`),
    passed: checks.every((check) => check.passed !== false),
  };
};
