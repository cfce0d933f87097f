// `npm run bench:web`: Lighthouse (mobile default config) against the production build served as
// `npm start` serves it, several runs per public page, each metric's median against the budget.
// Exits 1 when a budget is missed or a run fails.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pathInLanguage } from '@visabridge/contract';
import { cleanUp, cleanUpOnSignals, cleanups } from '../cleanups';
import {
  CHROMIUM_PATH,
  LighthouseRunError,
  launchChromium,
  runLighthouse,
  type PageRun,
} from './lighthouse-runs';
import { startProductionServer } from './production-server';
import { reportPage } from './web-report';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const PAGES = ['/', '/visa-check', '/login'];
/** The languages measured beside English at their own addresses (`/zh/login`): the widest script, and RTL. */
const OTHER_LANGUAGES = ['zh', 'ar'] as const;
const DEFAULT_RUNS = 5;
/** Runs per page in another language, at most: their medians, at less than twice the bench's time. */
const MAX_RUNS_IN_OTHER_LANGUAGES = 3;
/** The whole bench gives up after this: a normal run takes 10-15 minutes on 2 cores. */
const DEADLINE_MS = 40 * 60_000;
/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is tried again. */
const ATTEMPTS_PER_RUN = 3;

const runCount = () => {
  const raw = process.env.BENCH_WEB_RUNS;
  if (!raw) return DEFAULT_RUNS;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1 || runs > 25)
    throw new Error(`BENCH_WEB_RUNS must be a whole number from 1 to 25, not "${raw}"`);
  return runs;
};

/** Builds the product when there is no build yet, or always with BENCH_WEB_BUILD=1. */
const ensureBuild = () => {
  const hasBuild = ['apps/api/dist/server.js', 'apps/web/dist/index.html'].every((file) =>
    existsSync(path.join(repoRoot, file)),
  );
  if (hasBuild && process.env.BENCH_WEB_BUILD !== '1') {
    console.log('Using the existing production build (BENCH_WEB_BUILD=1 rebuilds it first).');
    return;
  }
  console.log('Building the product (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
};

cleanUpOnSignals();
const deadline = setTimeout(() => {
  console.error(`\nbench:web: not finished after ${DEADLINE_MS / 60_000} minutes; stopping.`);
  void cleanUp().finally(() => process.exit(1));
}, DEADLINE_MS);

/**
 * One run in a Chromium of its own, as the Lighthouse CLI runs: a browser that has loaded the pages before
 * runs slower (its CPU benchmark index fell by a quarter over a bench's 15 runs), which is not the visitor's.
 */
const measureOnce = async (url: string, what: string): Promise<PageRun> => {
  for (let attempt = 1; ; attempt += 1) {
    const chromium = await launchChromium();
    const stopChromium = () => chromium.kill();
    cleanups.push(stopChromium);
    try {
      return await runLighthouse(url, chromium.port);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === ATTEMPTS_PER_RUN) throw error;
      console.log(`${what}: ${error.message}; trying again`);
    } finally {
      cleanups.splice(cleanups.indexOf(stopChromium), 1);
      stopChromium();
    }
  }
};

const main = async () => {
  const runs = runCount();
  const [load] = os.loadavg();
  console.log(
    `VisaBridge web bench: Lighthouse mobile (default config, simulated throttling), ${runs} runs per page; ` +
      `Node ${process.version}, ${os.cpus().length} CPUs, load average ${load?.toFixed(2)} before the start`,
  );
  ensureBuild();
  console.log('Starting the production server…');
  const server = await startProductionServer(repoRoot);
  cleanups.push(server.stop);
  console.log(`Serving ${server.baseUrl}; a new headless Chromium (${CHROMIUM_PATH}) for each run\n`);

  const addresses = [
    ...PAGES.map((page) => ({ page, runs })),
    ...OTHER_LANGUAGES.flatMap((language) =>
      PAGES.map((page) => ({
        page: pathInLanguage(page, language),
        runs: Math.min(runs, MAX_RUNS_IN_OTHER_LANGUAGES),
      })),
    ),
  ];
  const failedBudgets: string[] = [];
  for (const { page, runs } of addresses) {
    const pageRuns: PageRun[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await measureOnce(`${server.baseUrl}${page}`, `${page} run ${run}`);
      console.log(
        `${page} run ${run}/${runs}: performance ${result.performance}, LCP ${Math.round(result.lcpMs)} ms, ` +
          `TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}`,
      );
      pageRuns.push(result);
    }
    const report = reportPage(page, pageRuns);
    console.log(`\n${report.lines.join('\n')}\n`);
    failedBudgets.push(...report.failedBudgets);
  }
  await cleanUp();

  const budgetCount = addresses.length * 4;
  console.log(`bench:web: ${budgetCount - failedBudgets.length} of ${budgetCount} budgets met`);
  for (const failure of failedBudgets) console.log(`  FAIL ${failure}`);
  if (failedBudgets.length) process.exitCode = 1;
};

main()
  .catch(async (error: unknown) => {
    console.error(`bench:web failed: ${error instanceof Error ? error.message : String(error)}`);
    await cleanUp();
    process.exitCode = 1;
  })
  .finally(() => clearTimeout(deadline));
