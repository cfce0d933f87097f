import type { ScalePlans } from './protocol';

const SEQ_SCAN = /Seq Scan on (\w+)/;
const INDEX_SCAN = /Index (?:Only )?Scan (?:Backward )?using (\w+)|Bitmap Index Scan on (\w+)/;
/** A long select list, up to the FROM of the applications table (not that of a subquery in the list). */
const SELECT_LIST = /^select .{60,}? from "?applications"?/;

/** The query with a long select list elided, so it fits a line or two. */
const shorten = (sql: string) =>
  sql
    .replace(/\s+/g, ' ')
    .replace(SELECT_LIST, (list) => `select … ${list.slice(list.lastIndexOf(' from '))}`);

/** Every query of the measured requests and their floors, then its plan, indented. */
export const formatPlans = (title: string, { queries }: ScalePlans) =>
  [
    `${title}: EXPLAIN (ANALYZE, COSTS OFF) of each query the list handlers and the floors send, run with the values they sent`,
    ...queries.flatMap(({ target, sql, plan }) => [
      `  ${target}: ${shorten(sql)}`,
      ...plan.map((line) => `      ${line}`),
    ]),
  ].join('\n');

/**
 * One line naming the indexes the handlers' plans use when none reads a big table whole; otherwise one
 * failing line per Seq Scan on a big table, with the target whose query does it.
 */
export const planChecks = (plans: ScalePlans) => {
  const big = new Set(plans.bigTables);
  const queries = plans.queries.filter((query) => query.source === 'handler');
  const seqScans = queries.flatMap(({ target, plan }) =>
    plan.flatMap((line) => {
      const table = SEQ_SCAN.exec(line)?.[1];
      return table && big.has(table) ? [`${target}: Seq Scan on ${table}`] : [];
    }),
  );
  if (seqScans.length) return [...new Set(seqScans)].map((line) => ({ line, passed: false }));
  const indexes = new Set(
    queries.flatMap(({ plan }) =>
      plan.flatMap((line) => {
        const match = INDEX_SCAN.exec(line);
        return match ? [match[1] ?? match[2] ?? ''] : [];
      }),
    ),
  );
  return [
    {
      line: `plans: all on indexes (${[...indexes].join(', ')}; no Seq Scan on ${plans.bigTables.join(' or ')})`,
      passed: queries.length > 0,
    },
  ];
};
