import autocannon from 'autocannon';

export const CONNECTIONS = 50;
/** The measured time of each target is cut into slices of at most this long, taken in turn. */
const SLICE_SECONDS = 2;

export type TargetName =
  | 'hello'
  | 'lookup'
  | 'profile'
  | 'bare-post'
  | 'requirements'
  | 'floor-list'
  | 'first-page'
  | 'search'
  | 'status-filter'
  | 'floor-admin-list'
  | 'admin-first'
  | 'admin-middle'
  | 'admin-search';

export type Target = {
  name: TargetName;
  url: string;
  headers?: Record<string, string>;
  /** JSON bodies to POST, one per request, in turn across all connections; GET when absent. */
  bodies?: readonly Buffer[];
};

export type Measurement = {
  target: TargetName;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests answered with something other than 2xx, plus connection errors and timeouts. */
  failures: number;
};

type Slice = { seconds: number; latenciesMs: number[]; failures: number };

/** Where the next request of a POST target takes its body; carried over from slice to slice. */
const bodyCursors = new WeakMap<Target, number>();

/** A POST that sends the target's next body each time, so every request asks something else. */
const postRequests = (target: Target, bodies: readonly Buffer[]): autocannon.Request[] => [
  {
    method: 'POST',
    path: new URL(target.url).pathname,
    headers: { ...target.headers, 'content-type': 'application/json' },
    setupRequest: (request) => {
      const cursor = bodyCursors.get(target) ?? 0;
      bodyCursors.set(target, (cursor + 1) % bodies.length);
      return { ...request, body: bodies[cursor] };
    },
  },
];

/** One autocannon run; keeps the latency of every 2xx answer so slices can be merged exactly. */
const fire = (target: Target, seconds: number) =>
  new Promise<Slice>((resolve, reject) => {
    const latenciesMs: number[] = [];
    const requests = target.bodies?.length ? postRequests(target, target.bodies) : undefined;
    const instance = autocannon(
      {
        url: target.url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: target.headers ?? {},
        ...(requests ? { requests } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({ seconds: result.duration, latenciesMs, failures: result.non2xx + result.errors });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latenciesMs.push(responseTime);
    });
  });

const percentile = (sorted: Float64Array, fraction: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0) : 0;

const summarise = (target: TargetName, slices: Slice[]): Measurement => {
  const sorted = Float64Array.from(slices.flatMap((slice) => slice.latenciesMs)).sort();
  const seconds = slices.reduce((sum, slice) => sum + slice.seconds, 0);
  return {
    target,
    requestsPerSecond: seconds ? sorted.length / seconds : 0,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    failures: slices.reduce((sum, slice) => sum + slice.failures, 0),
  };
};

/**
 * Warms every target up, then measures them in turn, slice by slice, so a burst of load from
 * elsewhere on the machine lands on all of them alike instead of skewing one target's figures.
 */
export const measureTargets = async (
  targets: Target[],
  {
    warmupSeconds,
    seconds,
    onProgress,
  }: { warmupSeconds: number; seconds: number; onProgress: (line: string) => void },
) => {
  onProgress(`warming up ${targets.map((target) => target.name).join(', ')} (${warmupSeconds} s each)`);
  for (const target of targets) await fire(target, warmupSeconds);
  const rounds = Math.ceil(seconds / SLICE_SECONDS);
  onProgress(`measuring ${seconds} s each, in ${rounds} round${rounds === 1 ? '' : 's'}`);
  const slices = new Map<TargetName, Slice[]>(targets.map((target) => [target.name, []]));
  for (let round = 0; round < rounds; round++) {
    const sliceSeconds = Math.min(SLICE_SECONDS, seconds - round * SLICE_SECONDS);
    for (const target of targets) slices.get(target.name)?.push(await fire(target, sliceSeconds));
  }
  return targets.map((target) => summarise(target.name, slices.get(target.name) ?? []));
};
