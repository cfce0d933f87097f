import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * The little of the tar format (POSIX ustar) a backup needs: regular files with relative names of at
 * most 100 characters, written and read as streams so a large database dump never sits in memory.
 * Any tar tool reads what this writes (`tar -tzf backup.tar.gz`).
 */
const BLOCK = 512;
const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);

const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;

const checksumOf = (header: Buffer) => {
  let sum = 0;
  for (let index = 0; index < BLOCK; index++)
    sum += index >= 148 && index < 156 ? 32 : header.readUInt8(index);
  return sum;
};

const headerFor = (name: string, size: number, modifiedAt: Date, type: '0' | '5' = '0') => {
  if (Buffer.byteLength(name) > 100)
    throw new Error(`A name longer than 100 bytes cannot be archived: ${name}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(type === '5' ? 0o700 : 0o600, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  // Sizes of 8 GiB and more take the base-256 form GNU and BSD tar read.
  if (size < 8 ** 11) header.write(octal(size, 12), 124, 'ascii');
  else {
    header.writeUInt8(0x80, 124);
    header.writeBigUInt64BE(BigInt(size), 128);
  }
  header.write(octal(Math.floor(modifiedAt.getTime() / 1000), 12), 136, 'ascii');
  header.write(type, 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  header.write(octal(checksumOf(header), 7), 148, 'ascii');
  return header;
};

const paddingFor = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes entries to `output` (a gzip stream, say), waiting whenever it asks to. */
export const createTarWriter = (output: Writable) => {
  const write = async (chunk: Buffer) => {
    if (!output.write(chunk)) await once(output, 'drain');
  };
  return {
    /** Adds one file whose content is `size` bytes, from a buffer or a stream of chunks. */
    async add(name: string, size: number, content: Buffer | AsyncIterable<Buffer>, modifiedAt = new Date()) {
      await write(headerFor(name, size, modifiedAt));
      let written = 0;
      for await (const chunk of Buffer.isBuffer(content) ? [content] : content) {
        written += chunk.length;
        if (written > size) break;
        await write(chunk);
      }
      // A file that changed while it was read would leave the archive unreadable after it.
      if (written !== size) throw new Error(`${name} changed while it was archived`);
      await write(paddingFor(size));
    },
    /** Adds a folder, for an empty one to be made again (the name ends in `/`). */
    async addFolder(name: string) {
      await write(headerFor(name.endsWith('/') ? name : `${name}/`, 0, new Date(), '5'));
    },
    async finish() {
      await write(END_OF_ARCHIVE);
      output.end();
      await once(output, 'finish');
    },
  };
};

/** Reads exact byte counts from a stream of chunks. */
const chunkReader = (chunks: AsyncIterator<Buffer>) => {
  let buffered: Buffer = Buffer.alloc(0);
  const fill = async () => {
    if (buffered.length > 0) return true;
    const next = await chunks.next();
    if (next.done) return false;
    buffered = next.value;
    return true;
  };
  const take = (count: number) => {
    const part = buffered.subarray(0, count);
    buffered = buffered.subarray(part.length);
    return part;
  };
  return {
    /** Between 1 and `max` bytes, or null at the end of the stream. */
    async some(max: number) {
      return (await fill()) ? take(max) : null;
    },
    async exactly(count: number) {
      const parts: Buffer[] = [];
      let missing = count;
      while (missing > 0) {
        if (!(await fill())) throw new Error('The archive ends in the middle of an entry: it is incomplete');
        const part = take(missing);
        parts.push(part);
        missing -= part.length;
      }
      return Buffer.concat(parts);
    },
  };
};

const text = (header: Buffer, start: number, length: number) =>
  header
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

const sizeOf = (header: Buffer) =>
  header.readUInt8(124) & 0x80
    ? Number(header.readBigUInt64BE(128))
    : parseInt(text(header, 124, 12).trim() || '0', 8);

export type TarEntry = {
  name: string;
  type: 'file' | 'folder';
  size: number;
  content: AsyncIterable<Buffer>;
};

/**
 * Calls `onEntry` for each regular file and folder (its name without the trailing `/`), in archive
 * order; a file's content must be read (or not) before `onEntry` returns. Links and the like are skipped.
 */
export const readTar = async (chunks: AsyncIterable<Buffer>, onEntry: (entry: TarEntry) => Promise<void>) => {
  const reader = chunkReader(chunks[Symbol.asyncIterator]());
  for (;;) {
    const header = await reader.exactly(BLOCK);
    if (header.every((byte) => byte === 0)) return;
    if (parseInt(text(header, 148, 8).trim(), 8) !== checksumOf(header)) {
      throw new Error('The archive is damaged (a header checksum does not match)');
    }
    const prefix = text(header, 345, 155);
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
    const size = sizeOf(header);
    let remaining = size;
    const nextPart = async () => {
      const part = await reader.some(Math.min(remaining, 1 << 16));
      if (!part) throw new Error('The archive ends in the middle of an entry: it is incomplete');
      remaining -= part.length;
      return part;
    };
    const content = (async function* () {
      while (remaining > 0) yield await nextPart();
    })();
    const type = text(header, 156, 1);
    if (type === '0' || type === '') await onEntry({ name, type: 'file', size, content });
    if (type === '5') await onEntry({ name: name.replace(/\/+$/, ''), type: 'folder', size, content });
    // Whatever the entry's reader left, and the padding to the next header.
    while (remaining > 0) await nextPart();
    await reader.exactly(paddingFor(size).length);
  }
};

/** An entry's whole content, for the small ones (the manifest, the secret). */
export const readAll = async (entry: TarEntry) => {
  const chunks: Buffer[] = [];
  for await (const chunk of entry.content) chunks.push(chunk);
  return Buffer.concat(chunks);
};
