import type { FastifyReply } from 'fastify';

/**
 * Answers with a PDF that is the same for everyone (a document read before buying), shown in the
 * browser's viewer and kept by caches for an hour; `name` is its file name without '.pdf'.
 */
export function replyWithPublicPdf(reply: FastifyReply, name: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${name.replace(/ /g, '-')}.pdf"`)
    .header('cache-control', 'public, max-age=3600')
    .send(pdf);
}
