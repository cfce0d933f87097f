/** The text pdfkit draws in an uncompressed PDF: hex strings inside TJ arrays, one array per text run. */
export const pdfText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\[((?:<[0-9a-f]*>|[\s\d.-])*)\]\s*TJ/gi)]
    .map((run) =>
      [...(run[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)]
        .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
