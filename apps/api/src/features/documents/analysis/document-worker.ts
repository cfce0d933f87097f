import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { prepareDocument } from './prepare-document';
import { UnreadableFileError } from './unreadable-file';

/** Runs in a worker thread of its own, one document per worker: see prepare-in-worker.ts. */
const port = parentPort;
if (!port) throw new Error('document-worker runs only as a worker thread');
/** On Linux niceness is per thread: this one yields the CPU to the thread serving requests. */
const yieldToRequests = () => {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19);
  } catch {
    // Elsewhere (no /proc/thread-self) the worker runs at the server's priority.
  }
};
yieldToRequests();
try {
  const file = workerData as Parameters<typeof prepareDocument>[0];
  // Structured cloning hands a Buffer over as a plain Uint8Array.
  const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  const prepared = await prepareDocument({ ...file, bytes });
  port.postMessage({ prepared });
} catch (error) {
  port.postMessage({
    failure: error instanceof Error ? error.message : String(error),
    isUnreadable: error instanceof UnreadableFileError,
  });
}
