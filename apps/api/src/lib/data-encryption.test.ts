import { createCipheriv, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dataKeyOf,
  decryptFile,
  encryptFile,
  openingStream,
  sealedSizeOf,
  sealingStream,
  useDataKeys,
} from './data-encryption';

const SEGMENT = 64 * 1024;
const SEALED_SEGMENT = SEGMENT + 28;
const HEADER = 78;

const master = dataKeyOf(randomBytes(32));
beforeAll(() => useDataKeys([master]));

/** AES-256-GCM as the first format laid it out: IV, tag, then the sealed bytes. */
const sealWith = (key: Buffer, plain: Buffer, context: string) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
};

/** A file as the first format sealed it, whole (VBENC1): what stores written before segments hold. */
const sealedWhole = (plain: Buffer) => {
  const dataKey = randomBytes(32);
  return Buffer.concat([
    Buffer.from('VBENC1'),
    Buffer.from(master.id, 'latin1'),
    sealWith(master.key, dataKey, 'data-key'),
    sealWith(dataKey, plain, 'file'),
  ]);
};

/** Opens stored bytes as a download does, arriving in chunks of `chunkBytes`. */
const openInChunks = async (stored: Buffer, chunkBytes: number) => {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < stored.length; offset += chunkBytes)
    chunks.push(stored.subarray(offset, offset + chunkBytes));
  return Buffer.concat(await Readable.from(chunks).pipe(openingStream()).toArray());
};

describe('files sealed in segments', () => {
  it('open as they arrive, whatever the chunks, for every length around a segment', async () => {
    for (const length of [
      0,
      1,
      SEGMENT - 1,
      SEGMENT,
      SEGMENT + 1,
      3 * SEGMENT,
      3 * SEGMENT + 17,
      10 * 1024 * 1024,
    ]) {
      const plain = randomBytes(length);
      const sealed = encryptFile(plain);
      expect(sealed.length, `${length}`).toBe(sealedSizeOf(length));
      expect(decryptFile(sealed).equals(plain)).toBe(true);
      for (const chunkBytes of [5, 4096, 65_536, 1_000_003])
        if (length < 200_000 || chunkBytes > 60_000)
          expect((await openInChunks(sealed, chunkBytes)).equals(plain), `${length} in ${chunkBytes}`).toBe(
            true,
          );
    }
  });

  it('are sealed as they arrive just as whole, whatever the chunks', async () => {
    for (const length of [0, 1, SEGMENT, SEGMENT + 1, 3 * SEGMENT + 17])
      for (const chunkBytes of [7, 65_536, 100_000]) {
        const plain = randomBytes(length);
        const chunks: Buffer[] = [];
        for (let offset = 0; offset < plain.length; offset += chunkBytes)
          chunks.push(plain.subarray(offset, offset + chunkBytes));
        const sealed = Buffer.concat(await Readable.from(chunks).pipe(sealingStream()).toArray());
        expect(sealed.length, `${length} in ${chunkBytes}`).toBe(sealedSizeOf(length));
        expect(decryptFile(sealed).equals(plain), `${length} in ${chunkBytes}`).toBe(true);
      }
  });

  it('send the first segment on before the rest has arrived', async () => {
    const plain = randomBytes(3 * SEGMENT);
    const sealed = encryptFile(plain);
    const opening = openingStream();
    const first = new Promise<Buffer>((resolve) => opening.once('data', resolve));
    opening.write(sealed.subarray(0, HEADER + SEALED_SEGMENT + 1));
    expect((await first).equals(plain.subarray(0, SEGMENT))).toBe(true);
    opening.destroy();
  });

  it('fail when cut off at a segment’s end, reordered or altered', async () => {
    const sealed = encryptFile(randomBytes(3 * SEGMENT));
    const cut = sealed.subarray(0, HEADER + 2 * SEALED_SEGMENT);
    const segmentAt = (index: number) =>
      sealed.subarray(HEADER + index * SEALED_SEGMENT, HEADER + (index + 1) * SEALED_SEGMENT);
    const reordered = Buffer.concat([sealed.subarray(0, HEADER), segmentAt(1), segmentAt(0), segmentAt(2)]);
    const altered = Buffer.from(sealed);
    const flipped = HEADER + SEALED_SEGMENT + 100;
    altered.writeUInt8((altered.readUInt8(flipped) ^ 1) & 0xff, flipped);
    for (const damaged of [cut, reordered, altered]) {
      expect(() => decryptFile(damaged)).toThrow();
      await expect(openInChunks(damaged, 4096)).rejects.toThrow();
    }
  });

  it('open a file sealed whole by the first format', async () => {
    const plain = randomBytes(3 * SEGMENT + 5);
    const whole = sealedWhole(plain);
    expect(decryptFile(whole).equals(plain)).toBe(true);
    expect((await openInChunks(whole, 4096)).equals(plain)).toBe(true);
  });

  it('leave a file stored before encryption as it is', async () => {
    const clear = Buffer.from('%PDF-1.4 stored before encryption');
    expect((await openInChunks(clear, 3)).equals(clear)).toBe(true);
    expect(decryptFile(clear).equals(clear)).toBe(true);
  });
});
