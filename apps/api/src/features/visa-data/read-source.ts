import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../lib/errors';

export const DOWNLOAD_TIMEOUT_MS = 30_000;

const isWebAddress = (location: string) => /^https?:\/\//i.test(location);
const hasOtherScheme = (location: string) => /^[a-z][a-z\d+.-]+:\/\//i.test(location);

/** Why a download failed, in the words of the network layer ("connect ECONNREFUSED ..."). */
const describeFetchFailure = (error: unknown, timeoutMs: number) => {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `no answer within ${Math.round(timeoutMs / 1000)} seconds`;
  }
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error && cause.message === 'bad port') return 'bad port (fetch never connects to it)';
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
};

const downloadText = async (url: string, timeoutMs: number) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      throw new AppError(
        'VISA_DATA_DOWNLOAD_FAILED',
        502,
        `Could not download ${url}: HTTP ${response.status} ${response.statusText}`.trim(),
      );
    }
    return await response.text();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const reason = describeFetchFailure(error, timeoutMs);
    throw new AppError('VISA_DATA_DOWNLOAD_FAILED', 502, `Could not download ${url}: ${reason}`);
  }
};

const readLocalFile = async (file: string) => {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new AppError('VISA_DATA_NOT_FOUND', 404, `File not found: ${file}`);
    if (code === 'EISDIR') throw new AppError('VISA_DATA_NOT_FOUND', 404, `Not a file: ${file} is a folder`);
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError('VISA_DATA_UNREADABLE', 400, `Could not read ${file}: ${reason}`);
  }
};

type ReadVisaSourceOptions = {
  /** A file path or an http(s) URL. */
  location: string;
  /** What a relative path is relative to; the working folder by default. */
  baseDir?: string;
  timeoutMs?: number;
};

/** Reads the dataset text; `source` is what the edition records: the URL, or the file's absolute path. */
export const readVisaSource = async ({
  location,
  baseDir = process.cwd(),
  timeoutMs = DOWNLOAD_TIMEOUT_MS,
}: ReadVisaSourceOptions) => {
  if (isWebAddress(location)) return { source: location, text: await downloadText(location, timeoutMs) };
  if (hasOtherScheme(location)) {
    throw new AppError(
      'VISA_DATA_UNREADABLE',
      400,
      `Cannot read ${location}: give a file path or an http(s) URL`,
    );
  }
  const file = path.resolve(baseDir, location);
  return { source: file, text: await readLocalFile(file) };
};
