import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How a job's run ended: done, to be tried again later, or given up. */
export type JobOutcome = 'done' | 'retried' | 'failed';

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

let processRegistry: Registry | null = null;

/**
 * The process's own series (CPU, memory, event loop lag, garbage collection): made once per process, as each
 * watches the process through observers that are never let go.
 */
const processMetrics = () => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'visabridge_' });
  }
  return processRegistry;
};

/**
 * One instance's Prometheus series (prom-client), in a registry of its own so that two apps in one process
 * (tests) count apart. Requests, jobs and OCR are counted as they happen; gauges read their value when
 * scraped, through the `collect` functions the app adds with `gauge`.
 */
export const createMetrics = () => {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: 'visabridge_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'visabridge_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: latencyBuckets,
    registers,
  });
  const serverErrors = new Counter({
    name: 'visabridge_http_server_errors_total',
    help: 'HTTP requests answered with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers,
  });
  const jobRuns = new Counter({
    name: 'visabridge_job_runs_total',
    help: 'Background job runs on this instance, by kind and outcome (done, retried, failed)',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const jobSeconds = new Histogram({
    name: 'visabridge_job_duration_seconds',
    help: 'Time one background job run took, by kind',
    labelNames: ['kind'] as const,
    buckets: latencyBuckets,
    registers,
  });
  const ocrSeconds = new Histogram({
    name: 'visabridge_ocr_duration_seconds',
    help: 'Time to read one passport page with OCR',
    buckets: [0.25, 0.5, 1, 2, 4, 8, 15, 30],
    registers,
  });

  return {
    /** The text a scrape answers, and its content type. */
    scrape: () => Registry.merge([processMetrics(), registry]).metrics(),
    contentType: registry.contentType,
    observeRequest: (method: string, route: string, status: number, seconds: number) => {
      requests.inc({ method, route, status });
      requestSeconds.observe({ method, route }, seconds);
      if (status >= 500) serverErrors.inc({ method, route });
    },
    observeJob: (kind: string, outcome: JobOutcome, seconds: number) => {
      jobRuns.inc({ kind, outcome });
      jobSeconds.observe({ kind }, seconds);
    },
    observeOcr: (seconds: number) => ocrSeconds.observe(seconds),
    /** A series read when scraped: `collect` sets its values (and may query the database). */
    gauge: <Label extends string>(
      name: string,
      help: string,
      labelNames: readonly Label[],
      collect: (gauge: Gauge<Label>) => Promise<void> | void,
    ) =>
      new Gauge({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          this.reset();
          await collect(this);
        },
      }),
  };
};

export type Metrics = ReturnType<typeof createMetrics>;
