import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

/** What one Lighthouse run measured of a page; times in milliseconds, the score out of 100. */
export type PageRun = {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Bytes of script the page downloaded, as sent on the wire (compressed when the server compressed). */
  scriptTransferBytes: number;
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
};

/** Lighthouse finished but could not measure the page (a lost trace, a page that never painted). */
export class LighthouseRunError extends Error {}

/** A run that has not finished by then has hung: Lighthouse's own page-load limit is 45 s. */
const RUN_TIMEOUT_MS = 120_000;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless Chromium for Lighthouse to drive. Every host name resolves to nothing except 127.0.0.1, so a
 * run makes no lookup or request outside this machine (and a page that needed one would show it).
 */
export const launchChromium = () =>
  chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
    logLevel: 'silent',
  });

const numericValue = (lhr: Result, audit: string) => {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${audit} for ${lhr.requestedUrl}`);
  return value;
};

type NetworkRequest = { resourceType?: string; transferSize?: number };

const scriptTransferBytes = (lhr: Result) => {
  const details = lhr.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as NetworkRequest[];
  return items
    .filter((request) => request.resourceType === 'Script')
    .reduce((total, request) => total + (request.transferSize ?? 0), 0);
};

const withTimeout = <T>(work: Promise<T>, what: string) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not finish in ${RUN_TIMEOUT_MS / 1000} s`)),
      RUN_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
};

/**
 * One Lighthouse run of the default config (a mid-range phone: Moto G Power screen, 4x CPU slowdown,
 * simulated slow 4G), performance category only; storage and cache are cleared before each run.
 */
export const runLighthouse = async (url: string, chromePort: number): Promise<PageRun> => {
  const result = await withTimeout(
    lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }),
    `Lighthouse on ${url}`,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    const { code, message } = lhr.runtimeError;
    throw new LighthouseRunError(`Lighthouse on ${url}: ${code} ${message}`);
  }
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse gave ${url} no performance score`);
  return {
    performance: Math.round(score * 100),
    lcpMs: numericValue(lhr, 'largest-contentful-paint'),
    tbtMs: numericValue(lhr, 'total-blocking-time'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    fcpMs: numericValue(lhr, 'first-contentful-paint'),
    speedIndexMs: numericValue(lhr, 'speed-index'),
    scriptTransferBytes: scriptTransferBytes(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
};
