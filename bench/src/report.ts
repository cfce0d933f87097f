import type { Measurement } from './load';

export type DatabaseRun = { title: string; description: string; measurements: Measurement[] };

export const TARGETS = {
  profileOfLookup: 0.6,
  profileP99Ms: 15,
  requirementsOfHello: 0.6,
  requirementsP99Ms: 10,
} as const;

const lookUp = (run: DatabaseRun, target: Measurement['target']) =>
  run.measurements.find((entry) => entry.target === target);

const find = (run: DatabaseRun, target: Measurement['target']) => {
  const measurement = lookUp(run, target);
  if (!measurement) throw new Error(`${run.title} has no ${target} measurement`);
  return measurement;
};

const percent = (value: number) => `${Math.round(value * 100)}%`;
const integer = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * Each target is compared with the one it builds on: lookup with hello, profile with lookup; the
 * requirements check answers from memory (no query on its path), so with hello.
 */
const baselineOf: Record<Measurement['target'], Measurement['target']> = {
  hello: 'hello',
  lookup: 'hello',
  profile: 'lookup',
  requirements: 'hello',
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
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    '  ' +
    cells
      .map((cell, column) =>
        column === 0 || column === cells.length - 1
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join('   ')
      .trimEnd();
  return [`${run.title}: ${run.description}`, line(header), ...rows.map(line)].join('\n');
};

type Check = { line: string; passed: boolean };

const ratioCheck = (run: DatabaseRun, target: 'profile' | 'requirements', minimum: number) => {
  const baseline = find(run, baselineOf[target]);
  const ratio = find(run, target).requestsPerSecond / baseline.requestsPerSecond;
  return {
    line: `${target}/${baseline.target} = ${percent(ratio)} (target >= ${percent(minimum)})`,
    passed: ratio >= minimum,
  };
};

const p99Check = (run: DatabaseRun, target: 'profile' | 'requirements', maximumMs: number) => {
  const { p99Ms } = find(run, target);
  return {
    line: `${target} p99 = ${p99Ms.toFixed(1)} ms (target < ${maximumMs} ms)`,
    passed: p99Ms < maximumMs,
  };
};

/**
 * The targets, one line each, prefixed with the run's title; passed only when every line
 * passes. The requirements lines appear when the run measured that target (the visa data was there).
 */
export const checkRun = (run: DatabaseRun, { onlyRequirements = false } = {}) => {
  const checks: Check[] = [];
  if (!onlyRequirements) {
    checks.push(ratioCheck(run, 'profile', TARGETS.profileOfLookup));
    checks.push(p99Check(run, 'profile', TARGETS.profileP99Ms));
  }
  if (lookUp(run, 'requirements')) {
    checks.push(ratioCheck(run, 'requirements', TARGETS.requirementsOfHello));
    checks.push(p99Check(run, 'requirements', TARGETS.requirementsP99Ms));
  }
  const failures = run.measurements
    .filter((measurement) => !onlyRequirements || measurement.target === 'requirements')
    .reduce((sum, measurement) => sum + measurement.failures, 0);
  if (failures) checks.push({ line: `${integer(failures)} requests failed (target 0)`, passed: false });
  return {
    lines: checks.map(({ line, passed }) => `${run.title}: ${line} ${passed ? 'PASS' : 'FAIL'}`),
    passed: checks.every((check) => check.passed),
  };
};
