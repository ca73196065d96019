import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { replyWithPublicPdf } from '../../lib/pdf-reply.js';

/**
 * A call that answers one of a product's documents read before buying, as a PDF open to everyone
 * (a visitor reads them before signing up), shown in the browser's viewer.
 */
export function publicDocumentRoute<Kind extends string>(
  app: FastifyInstance,
  spec: {
    path: string;
    tag: string;
    summary: string;
    kinds: readonly [Kind, ...Kind[]];
    /** Its file name, without '.pdf'. */
    nameOf(kind: Kind): string;
    pdf(kind: Kind): Promise<Buffer>;
  },
): void {
  app.get(
    spec.path,
    {
      // The browser shows the PDF in its viewer, a page: it gets the page headers.
      config: { answersPage: true },
      schema: {
        tags: [spec.tag],
        summary: spec.summary,
        params: z.object({ document: z.enum(spec.kinds) }),
      },
    },
    async (request, reply) => {
      const { document } = request.params as { document: Kind };
      return replyWithPublicPdf(reply, spec.nameOf(document), await spec.pdf(document));
    },
  );
}
