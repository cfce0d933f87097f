import type { QueryPlan } from './protocol';

const SEQ_SCAN_ON_APPLICATIONS = /Seq Scan on applications\b/;
const INDEX_SCAN = /Index (?:Only )?Scan (?:Backward )?using (\w+)|Bitmap Index Scan on (\w+)/;
/** A long select list, up to the FROM of the applications table (not that of a subquery in the list). */
const SELECT_LIST = /^select .{60,}? from "applications"/;

/** The query with a long select list elided, so it fits a line or two. */
const shorten = (sql: string) => sql.replace(SELECT_LIST, 'select … from "applications"');

/** Every query of the measured requests, then its plan, indented. */
export const formatPlans = (title: string, plans: QueryPlan[]) =>
  [
    `${title}: EXPLAIN (ANALYZE, COSTS OFF) of each query the list handler sends, run with the values it sent`,
    ...plans.flatMap(({ target, sql, plan }) => [
      `  ${target}: ${shorten(sql)}`,
      ...plan.map((line) => `      ${line}`),
    ]),
  ].join('\n');

/** Per measured request: the indexes its queries' plans use; passed unless one scans applications whole. */
export const planChecks = (plans: QueryPlan[]) =>
  [...new Set(plans.map((plan) => plan.target))].map((target) => {
    const lines = plans.filter((plan) => plan.target === target).flatMap((plan) => plan.plan);
    const indexes = new Set(
      lines.flatMap((line) => {
        const match = INDEX_SCAN.exec(line);
        return match ? [match[1] ?? match[2] ?? ''] : [];
      }),
    );
    const scansWhole = lines.some((line) => SEQ_SCAN_ON_APPLICATIONS.test(line));
    const used = [...indexes, ...(scansWhole ? ['a Seq Scan on applications'] : [])];
    return {
      line: `${target} plans use ${used.join(', ') || 'no index'} (target: indexes, no Seq Scan on applications)`,
      passed: !scansWhole && indexes.size > 0,
    };
  });
