import { deflateSync } from 'node:zlib';

export type Colour = readonly [red: number, green: number, blue: number];

/** A 5 x 7 pixel font, enough for specimen labels: capitals, digits and a little punctuation. */
const glyphs: Record<string, string> = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11110 10001 10001 10001 10001 10001 11110',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 01010 00100 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
  '0': '01110 10001 10011 10101 11001 10001 01110',
  '1': '00100 01100 00100 00100 00100 00100 01110',
  '2': '01110 10001 00001 00010 00100 01000 11111',
  '3': '11111 00010 00100 00010 00001 10001 01110',
  '4': '00010 00110 01010 10010 11111 00010 00010',
  '5': '11111 10000 11110 00001 00001 10001 01110',
  '6': '00110 01000 10000 11110 10001 10001 01110',
  '7': '11111 00001 00010 00100 01000 01000 01000',
  '8': '01110 10001 10001 01110 10001 10001 01110',
  '9': '01110 10001 10001 01111 00001 00010 01100',
  ' ': '00000 00000 00000 00000 00000 00000 00000',
  '-': '00000 00000 00000 11111 00000 00000 00000',
  '<': '00010 00100 01000 10000 01000 00100 00010',
  '/': '00001 00010 00010 00100 01000 01000 10000',
  '.': '00000 00000 00000 00000 00000 01100 01100',
  ':': '00000 01100 01100 00000 01100 01100 00000',
  ',': '00000 00000 00000 00000 01100 00100 01000',
};

/** An RGB raster drawn in code and encoded as PNG: demo images without an image library. */
export const createRaster = (width: number, height: number, background: Colour) => {
  const pixels = Buffer.alloc(width * height * 3);
  pixels.fill(Buffer.from(background));

  const plot = (x: number, y: number, colour: Colour) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const offset = (Math.floor(y) * width + Math.floor(x)) * 3;
    pixels[offset] = colour[0];
    pixels[offset + 1] = colour[1];
    pixels[offset + 2] = colour[2];
  };

  /** Paints columns `from` to `to` (exclusive) of one row, clipped to the image. */
  const span = (row: number, from: number, to: number, colour: Colour) => {
    const start = Math.max(0, Math.ceil(from));
    const end = Math.min(width, Math.ceil(to));
    if (row < 0 || row >= height || end <= start) return;
    pixels.fill(Buffer.from(colour), (row * width + start) * 3, (row * width + end) * 3);
  };

  const rect = (x: number, y: number, w: number, h: number, colour: Colour) => {
    for (let row = y; row < y + h; row += 1) span(row, x, x + w, colour);
  };

  const ellipse = (cx: number, cy: number, rx: number, ry: number, colour: Colour) => {
    for (let row = Math.ceil(cy - ry); row <= cy + ry; row += 1) {
      const half = rx * Math.sqrt(Math.max(0, 1 - ((row - cy) / ry) ** 2));
      span(row, cx - half, cx + half + 1, colour);
    }
  };

  /** Upper-cased text in the bitmap font, `scale` pixels per font pixel; unknown characters are blank. */
  const text = (value: string, x: number, y: number, scale: number, colour: Colour) => {
    [...value.toUpperCase()].forEach((character, position) => {
      const rows = (glyphs[character] ?? glyphs[' '] ?? '').split(' ');
      rows.forEach((bits, row) =>
        [...bits].forEach((bit, column) => {
          if (bit === '1') rect(x + (position * 6 + column) * scale, y + row * scale, scale, scale, colour);
        }),
      );
    });
  };

  /** Fine wavy lines, like the security print behind a passport's data page. */
  const guilloche = (x: number, y: number, w: number, h: number, colour: Colour) => {
    for (let line = 0; line < h; line += 6)
      for (let column = 0; column < w; column += 1) {
        const wave = Math.sin(column / 9 + line / 4) * 3 + Math.sin(column / 23) * 2;
        plot(x + column, y + line + wave, colour);
      }
  };

  const toPng = () => {
    const rowBytes = width * 3;
    const raw = Buffer.alloc((rowBytes + 1) * height);
    for (let row = 0; row < height; row += 1)
      pixels.copy(raw, row * (rowBytes + 1) + 1, row * rowBytes, (row + 1) * rowBytes);
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  };

  return { width, height, rect, ellipse, text, guilloche, toPng };
};

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

const crc32 = (bytes: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
};
