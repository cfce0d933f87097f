import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createOcrPool, OcrTimeoutError } from './ocr-pool';

const zoneImage = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="120"><rect width="100%" height="100%" fill="#fff"/>' +
        '<text x="20" y="70" font-family="DejaVu Sans Mono" font-size="34">P&lt;UTOERIKSSON&lt;&lt;ANNA</text></svg>',
    ),
  )
    .png()
    .toBuffer();

describe('the OCR pool', () => {
  it('fails an image that takes longer than the limit, and reads it with time enough', async () => {
    const pool = createOcrPool({ size: 1, timeoutMs: 1 });
    await expect(pool.read(await zoneImage())).rejects.toBeInstanceOf(OcrTimeoutError);
    await pool.close();
    const patient = createOcrPool({ size: 1, timeoutMs: 30_000 });
    expect(await patient.read(await zoneImage())).toContain('ERIKSSON');
    await patient.close();
  }, 60_000);

  it('refuses work once closed', async () => {
    const pool = createOcrPool({ size: 1 });
    await pool.close();
    await expect(pool.read(Buffer.from(''))).rejects.toThrow('closed');
  });
});
