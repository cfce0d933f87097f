import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/** English LSTM data shipped in an npm package: OCR never downloads anything. */
const languageFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0',
);
const ZONE_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

export class OcrTimeoutError extends Error {
  constructor(seconds: number) {
    super(`reading the image took longer than ${seconds} s`);
  }
}

const startWorker = async () => {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: languageFolder,
    gzip: true,
    cacheMethod: 'none',
  });
  await worker.setParameters({
    tessedit_char_whitelist: ZONE_CHARACTERS,
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
  });
  return worker;
};

/** One worker per spare core (at least one): OCR is CPU-bound and must leave a core for requests. */
export const defaultOcrWorkers = () => Math.max(1, Math.min(4, os.availableParallelism() - 1));

/**
 * A small pool of Tesseract workers that read machine-readable zones. Workers start on first use; an
 * image that takes longer than the time limit fails, and its worker is replaced, so nothing waits forever.
 */
export const createOcrPool = ({
  size = defaultOcrWorkers(),
  timeoutMs = 30_000,
  idleMs = 60_000,
  onRead,
}: {
  size?: number;
  timeoutMs?: number;
  idleMs?: number;
  /** Told how long each image took to read, once read (the metrics). */
  onRead?: (seconds: number) => void;
} = {}) => {
  const idle: Worker[] = [];
  const waiting: Array<(worker: Worker) => void> = [];
  let started = 0;
  let closed = false;
  let idleTimer: NodeJS.Timeout | undefined;

  /** A worker holds ~100 MB: when nothing has been read for a while, the idle ones are let go. */
  const retireIdleWorkers = () => {
    const retired = idle.splice(0);
    started -= retired.length;
    return Promise.all(retired.map((worker) => worker.terminate().catch(() => undefined)));
  };

  const acquire = async (): Promise<Worker> => {
    const worker = idle.pop();
    if (worker) return worker;
    if (started < size) {
      started += 1;
      return startWorker().catch((error: unknown) => {
        started -= 1;
        throw error;
      });
    }
    return new Promise((resolve) => waiting.push(resolve));
  };

  const release = (worker: Worker) => {
    const next = waiting.shift();
    if (next) return next(worker);
    idle.push(worker);
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void retireIdleWorkers(), idleMs).unref();
  };

  const replace = async (worker: Worker) => {
    started -= 1;
    await worker.terminate().catch(() => undefined);
    const next = waiting.shift();
    if (next && !closed) acquire().then(next, () => waiting.unshift(next));
  };

  return {
    /** The text Tesseract reads in the image (PNG or JPEG bytes), rotated upright where it leans. */
    async read(image: Buffer): Promise<string> {
      if (closed) throw new Error('the OCR pool is closed');
      const worker = await acquire();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new OcrTimeoutError(timeoutMs / 1000)), timeoutMs);
      });
      try {
        const startedAt = performance.now();
        const result = await Promise.race([worker.recognize(image, { rotateAuto: true }), timeout]);
        onRead?.((performance.now() - startedAt) / 1000);
        release(worker);
        return result.data.text;
      } catch (error) {
        await replace(worker);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      closed = true;
      clearTimeout(idleTimer);
      await retireIdleWorkers();
    },
  };
};

export type OcrPool = ReturnType<typeof createOcrPool>;
