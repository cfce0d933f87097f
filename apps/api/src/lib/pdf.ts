import PDFDocument from 'pdfkit';

export type Doc = PDFKit.PDFDocument;

/** The printable width of an A4 page with 50 pt margins. */
export const pageLeft = 50;
export const pageRight = 545;

/** A thin grey line across the page. */
export const rule = (doc: Doc, y: number) =>
  doc.moveTo(pageLeft, y).lineTo(pageRight, y).lineWidth(0.5).stroke('#999999');

/** VisaBridge's name on the left and the document's title (INVOICE, RECEIPT) on the right. */
export const letterhead = (doc: Doc, title: string) => {
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#000000').text('VisaBridge', pageLeft, 50);
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text('Visa application services', pageLeft, 76);
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000');
  doc.text(title, pageLeft, 50, { width: pageRight - pageLeft, align: 'right' });
};

/** Label and value pairs in the right half of the page, from `y`; returns where they end. */
export const detailRows = (doc: Doc, pairs: [label: string, value: string][], y: number) => {
  pairs.forEach(([label, value], position) => {
    const rowY = y + position * 16;
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000').text(`${label}:`, 340, rowY, { width: 95 });
    doc.font('Helvetica').text(value, 435, rowY, { width: pageRight - 435, align: 'right' });
  });
  return y + pairs.length * 16;
};

/** Draws an A4 document and collects it into one buffer. */
export const renderPdf = (info: PDFKit.DocumentInfo, draw: (doc: Doc) => void) =>
  new Promise<Buffer>((resolve, reject) => {
    // Uncompressed streams keep the text searchable by tests; these documents are small either way.
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      compress: false,
      info: { Author: 'VisaBridge', ...info },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
