import type { FastifyReply } from 'fastify';
import { type PdfDefinition, renderPdf } from './render-pdf.ts';

/** Characters a file name cannot hold on some system, and control characters. */
const UNSAFE_IN_NAME = /[\\/:*?"<>|\p{Cc}]+/gu;

/** RFC 5987 `value-chars`: percent-encoded UTF-8 but for the attribute characters. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `attachment` with a plain ASCII `filename` every client reads, and the UTF-8 `filename*`
 * (RFC 6266, RFC 5987) that keeps a Cyrillic or Polish name as written.
 */
function formatAttachment(asciiName: string, name: string): string {
  const plain = asciiName.replace(/[^\w.-]+/g, '-');
  const full = name.replace(UNSAFE_IN_NAME, ' ').replace(/\s+/g, ' ').trim() || plain;
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeRfc5987(full)}`;
}

/** Answers with the document as a streamed PDF attachment. */
export async function sendPdf(
  reply: FastifyReply,
  definition: PdfDefinition,
  names: { ascii: string; full: string },
) {
  const stream = await renderPdf(definition);
  return reply
    .type('application/pdf')
    .header('content-disposition', formatAttachment(names.ascii, names.full))
    .header('cache-control', 'private, no-store')
    .send(stream);
}
