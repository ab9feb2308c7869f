import type { Readable } from 'node:stream';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { listPdfFonts, PDF_FONT, PDF_FONT_FILES } from './pdf-fonts.ts';

const fontFiles = new Set<string>(Object.values(PDF_FONT_FILES));

// pdfmake is one configured instance per process: our fonts only, no URL ever fetched (a
// document cannot make the server call out) and no local file read but the font files.
pdfmake.setFonts(listPdfFonts());
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => fontFiles.has(file));

/** A document's fixed parts: our font, A4, and metadata that never carries the moment it was made. */
export type PdfDefinition = Omit<TDocumentDefinitions, 'info'> & {
  info: { title: string; creationDate: Date; subject?: string };
};

/**
 * Lays the document out and returns it as a stream of PDF bytes, produced as it is read: nothing
 * is written to disk. The same definition gives the same bytes (the file ID pdfkit derives from
 * the metadata, whose creation date the caller fixes to the content's own moment).
 */
export async function renderPdf(definition: PdfDefinition): Promise<Readable> {
  const { info, ...rest } = definition;
  const document = await pdfmake
    .createPdf({
      pageSize: 'A4',
      pageMargins: [40, 40, 40, 50],
      ...rest,
      defaultStyle: { font: PDF_FONT, fontSize: 10, lineHeight: 1.2, ...rest.defaultStyle },
      info: { ...info, modDate: info.creationDate, creator: 'Slovo', producer: 'Slovo' },
    })
    .getStream();
  // pdfkit writes the trailer once the document is ended; the bytes then flow as they are read.
  document.end();
  return document as unknown as Readable;
}
