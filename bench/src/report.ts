import type { Measurement } from './load';

export type DatabaseRun = { title: string; description: string; measurements: Measurement[] };

export const TARGETS = { profileOfLookup: 0.6, profileP99Ms: 15 } as const;

const find = (run: DatabaseRun, target: Measurement['target']) => {
  const measurement = run.measurements.find((entry) => entry.target === target);
  if (!measurement) throw new Error(`${run.title} has no ${target} measurement`);
  return measurement;
};

const percent = (value: number) => `${Math.round(value * 100)}%`;
const integer = (value: number) => Math.round(value).toLocaleString('en-US');

/** Each target is compared with the one it builds on: lookup with hello, profile with lookup. */
const baselineOf: Record<Measurement['target'], Measurement['target']> = {
  hello: 'hello',
  lookup: 'hello',
  profile: 'lookup',
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

/** The targets for PostgreSQL, one line each; passed only when every line passes. */
export const checkPostgres = (run: DatabaseRun) => {
  const lookup = find(run, 'lookup');
  const profile = find(run, 'profile');
  const ratio = profile.requestsPerSecond / lookup.requestsPerSecond;
  const checks = [
    {
      line: `profile/lookup = ${percent(ratio)} (target >= ${percent(TARGETS.profileOfLookup)})`,
      passed: ratio >= TARGETS.profileOfLookup,
    },
    {
      line: `profile p99 = ${profile.p99Ms.toFixed(1)} ms (target < ${TARGETS.profileP99Ms} ms)`,
      passed: profile.p99Ms < TARGETS.profileP99Ms,
    },
  ];
  const failures = run.measurements.reduce((sum, measurement) => sum + measurement.failures, 0);
  if (failures) checks.push({ line: `${integer(failures)} requests failed (target 0)`, passed: false });
  return {
    lines: checks.map(({ line, passed }) => `PostgreSQL: ${line} ${passed ? 'PASS' : 'FAIL'}`),
    passed: checks.every((check) => check.passed),
  };
};
