import { extractText, getDocumentProxy } from 'unpdf';

/** The text a PDF shows, page after page, as a PDF reader extracts it (pdf.js). */
export const pdfText = async (pdf: Buffer) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
};
