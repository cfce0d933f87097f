import type { Measurement, TargetName } from './load';
import { planChecks } from './plans';
import type { QueryPlan } from './protocol';
import { formatTable } from './table';

export type DatabaseRun = {
  title: string;
  description: string;
  measurements: Measurement[];
  /** The scale run's plans of the measured list requests. */
  plans?: QueryPlan[];
};

/** A target of the issue: requests per second against its baseline's, and p99 latency. */
export type Goal = { target: TargetName; minimumRatio: number; maximumP99Ms: number };

export const BASE_GOALS: Goal[] = [
  { target: 'profile', minimumRatio: 0.6, maximumP99Ms: 15 },
  { target: 'requirements', minimumRatio: 0.6, maximumP99Ms: 10 },
];

export const SCALE_GOALS: Goal[] = (['first-page', 'search', 'status-filter'] as const).map((target) => ({
  target,
  minimumRatio: 0.6,
  maximumP99Ms: 25,
}));

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
 * Each target is compared with the one it builds on: lookup with hello, profile with lookup; the
 * requirements check answers from memory (no query on its path), so with hello; the list requests
 * with the bare route replaying the first page's SQL.
 */
const baselineOf: Record<TargetName, TargetName> = {
  hello: 'hello',
  lookup: 'hello',
  profile: 'lookup',
  'bare-post': 'hello',
  requirements: 'hello',
  'bare-list': 'bare-list',
  'first-page': 'bare-list',
  search: 'bare-list',
  'status-filter': 'bare-list',
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

/**
 * What the requirements check reaches against a bare POST route answering as much, for information:
 * what the app's own work costs, apart from what any POST of that size costs the framework.
 */
export const requirementsAgainstBarePost = (run: DatabaseRun) => {
  const requirements = lookUp(run, 'requirements');
  const barePost = lookUp(run, 'bare-post');
  if (!requirements || !barePost) return [];
  const ratio = requirements.requestsPerSecond / barePost.requestsPerSecond;
  return [
    `${run.title}: requirements/bare-post = ${percent(ratio)}; bare-post/hello = ` +
      `${percent(barePost.requestsPerSecond / find(run, 'hello').requestsPerSecond)} (information only)`,
  ];
};

type Check = { line: string; passed: boolean };

const ratioCheck = (run: DatabaseRun, { target, minimumRatio }: Goal): Check => {
  const baseline = find(run, baselineOf[target]);
  const ratio = find(run, target).requestsPerSecond / baseline.requestsPerSecond;
  return {
    line: `${target}/${baseline.target} = ${percent(ratio)} (target >= ${percent(minimumRatio)})`,
    passed: ratio >= minimumRatio,
  };
};

const p99Check = (run: DatabaseRun, { target, maximumP99Ms }: Goal): Check => {
  const { p99Ms } = find(run, target);
  return {
    line: `${target} p99 = ${p99Ms.toFixed(1)} ms (target < ${maximumP99Ms} ms)`,
    passed: p99Ms < maximumP99Ms,
  };
};

/**
 * The goals, one line each, prefixed with the run's title; passed only when every line passes.
 * A goal appears when the run measured its target (requirements only with the visa data); failed
 * requests of the goals' targets and baselines fail, and so do plans scanning applications whole.
 */
export const checkRun = (run: DatabaseRun, goals: Goal[]) => {
  const measured = goals.filter((goal) => lookUp(run, goal.target));
  const checks = measured.flatMap((goal) => [ratioCheck(run, goal), p99Check(run, goal)]);
  const involved = new Set(measured.flatMap(({ target }) => [target, baselineOf[target]]));
  const failures = run.measurements
    .filter((measurement) => involved.has(measurement.target))
    .reduce((sum, measurement) => sum + measurement.failures, 0);
  if (failures) checks.push({ line: `${integer(failures)} requests failed (target 0)`, passed: false });
  checks.push(...planChecks(run.plans ?? []));
  return {
    lines: checks.map(({ line, passed }) => `${run.title}: ${line} ${passed ? 'PASS' : 'FAIL'}`),
    passed: checks.every((check) => check.passed),
  };
};
