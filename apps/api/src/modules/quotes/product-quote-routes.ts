import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';
import type { QuoteRequester } from './quote-access.js';
import { newQuoteRequesterOf, quoteRequesterOf } from './quote-requesters.js';
import { visitorKeyHashOf } from './visitor-key.js';

type AnySchema = z.ZodType;

/**
 * A route's schema as Fastify reads it at run time (the bodies and replies are checked by it), but
 * typed plainly: TypeScript cannot work out the body and reply types of a schema that is still a
 * type parameter, so the handlers name them themselves.
 */
const routeSchema = (schema: FastifySchema) => schema;

/** What a product's quote routes call: its quote service. */
export interface ProductQuoteService<Request, Recalculation, Answer, Saved, Recalculated = Answer> {
  create(requester: QuoteRequester, body: Request): Promise<Answer>;
  recalculate(requester: QuoteRequester, body: Recalculation): Promise<Recalculated>;
  latest(userId: string, visitorKeyHash: string | null): Promise<Saved>;
}

/** A product's quote calls, each with its path, schemas and the summary its API docs show. */
export interface ProductQuoteRoutesSpec<
  RequestSchema extends AnySchema,
  RecalculationSchema extends AnySchema,
  AnswerSchema extends AnySchema,
  SavedSchema extends AnySchema,
  RecalculatedSchema extends AnySchema = AnswerSchema,
> {
  tag: string;
  service: () => ProductQuoteService<
    z.output<RequestSchema>,
    z.output<RecalculationSchema>,
    z.input<AnswerSchema>,
    z.input<SavedSchema>,
    z.input<RecalculatedSchema>
  >;
  create: { path: string; summary: string; body: RequestSchema; answer: AnswerSchema };
  /** The recalculation answers as the quote does unless it names its own answer. */
  recalculate: {
    path: string;
    summary: string;
    body: RecalculationSchema;
    answer?: RecalculatedSchema;
  };
  latest: { path: string; summary: string; answer: SavedSchema };
}

/**
 * The quote, recalculation and latest-quote calls of a product (car-travel-payment.md 7), the same
 * shape for each: visitors quote and recalculate through their browser's visitor cookie, the
 * latest quote is the signed-in customer's. A 409 answers a quote being bought, never priced again.
 */
export function productQuoteRoutes<
  RequestSchema extends AnySchema,
  RecalculationSchema extends AnySchema,
  AnswerSchema extends AnySchema,
  SavedSchema extends AnySchema,
  RecalculatedSchema extends AnySchema = AnswerSchema,
>(
  spec: ProductQuoteRoutesSpec<
    RequestSchema,
    RecalculationSchema,
    AnswerSchema,
    SavedSchema,
    RecalculatedSchema
  >,
): FastifyPluginAsyncZod {
  return async (app) => {
    const service = spec.service();
    // Signed in or not: a visitor's quote is reached through their browser's visitor cookie.
    const security: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];

    app.post(
      spec.create.path,
      {
        schema: routeSchema({
          tags: [spec.tag],
          summary: spec.create.summary,
          security,
          body: spec.create.body,
          response: { 200: spec.create.answer, 400: apiErrorSchema, 409: apiErrorSchema },
        }),
      },
      async (request, reply) =>
        service.create(
          newQuoteRequesterOf(request, reply, app.config.isProduction),
          request.body as z.output<RequestSchema>,
        ),
    );

    app.post(
      spec.recalculate.path,
      {
        schema: routeSchema({
          tags: [spec.tag],
          summary: spec.recalculate.summary,
          security,
          body: spec.recalculate.body,
          response: {
            200: spec.recalculate.answer ?? spec.create.answer,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            // The insurer of a quote being re-priced cannot be reached.
            503: apiErrorSchema,
          },
        }),
      },
      async (request) =>
        service.recalculate(
          quoteRequesterOf(request),
          request.body as z.output<RecalculationSchema>,
        ),
    );

    app.get(
      spec.latest.path,
      {
        onRequest: requireUser,
        schema: routeSchema({
          tags: [spec.tag],
          summary: spec.latest.summary,
          security: [{ bearerAuth: [] }],
          response: { 200: spec.latest.answer, 401: apiErrorSchema, 404: apiErrorSchema },
        }),
      },
      async (request) => service.latest(signedInCaller(request).userId, visitorKeyHashOf(request)),
    );
  };
}
