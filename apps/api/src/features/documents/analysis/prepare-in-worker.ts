import { Worker } from 'node:worker_threads';
import type { PreparedDocument } from './prepare-document';
import { UnreadableFileError } from './unreadable-file';

export type WorkerLimits = {
  /** The worker's JavaScript heap; pictures are bounded by the pixel limit, checked before decoding. */
  heapMb: number;
  /** Past this the worker is terminated, wherever it is. */
  timeoutMs: number;
};

export const workerLimitDefaults: WorkerLimits = { heapMb: 256, timeoutMs: 30_000 };

/** From the sources (tsx, tests) the worker is TypeScript; the build bundles it next to server.js. */
const isSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(isSource ? './document-worker.ts' : './document-worker.js', import.meta.url).href;
const startScript = isSource
  ? `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); })`
  : `import(${JSON.stringify(workerUrl)})`;

type WorkerAnswer = { prepared: PreparedDocument } | { failure: string; isUnreadable: boolean };

/**
 * Decodes a document in a worker thread of its own with a memory and a time limit: a bomb costs that
 * worker, never the requests the main thread serves, and ends as an unreadable file with the reason.
 */
export const prepareInWorker = (
  file: { kind: 'passport' | 'photo'; bytes: Buffer; mimeType: string },
  limits: WorkerLimits = workerLimitDefaults,
) =>
  new Promise<PreparedDocument>((resolve, reject) => {
    const worker = new Worker(startScript, {
      eval: true,
      workerData: file,
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(new UnreadableFileError(`reading it took longer than ${limits.timeoutMs / 1000} s`)),
        ),
      limits.timeoutMs,
    );
    worker.on('message', (answer: WorkerAnswer) =>
      settle(() => {
        if ('prepared' in answer) return resolve(answer.prepared);
        reject(answer.isUnreadable ? new UnreadableFileError(answer.failure) : new Error(answer.failure));
      }),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new UnreadableFileError('reading it needed more memory than a document may use', {
                cause: error,
              })
            : error,
        ),
      ),
    );
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`the document worker stopped (exit code ${code}) before answering`))),
    );
  });
