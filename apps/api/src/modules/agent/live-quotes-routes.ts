import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGENT_API_MESSAGES,
  contactedPayloadSchema,
  contactedResponseSchema,
  liveQuotesPageSchema,
  liveQuotesQuerySchema,
  totalPagesOf,
} from '@wallet/domain';
import { apiErrorSchema, HttpError, notFound } from '../../lib/http-errors.js';
import { requireFeature } from '../../plugins/feature-gate.js';
import { requireRole } from '../../plugins/request-context.js';
import type { AgentQuoteProduct } from './agent-quotes-repository.js';
import { liveQuoteRowOf } from './agent-quote-rows.js';
import {
  actorOf,
  agentRefusals,
  agentRoute,
  inRecordedAction,
  readOfCustomers,
  recorded,
} from './recorded-action.js';

/** The codes of the contacted tick's refusals. */
export const CONTACTED_CONFLICT_CODES = {
  alreadyContacted: 'QUOTE_ALREADY_CONTACTED',
  bought: 'QUOTE_BOUGHT',
} as const;

/**
 * Live quotes (platform.md 2.10, 3.3, 4.4 and 7): the quotes customers and visitors made online
 * that are not bought and not yet contacted, for agents to call back; car's only while motor is
 * enabled (platform.md 2.6).
 */
export const liveQuotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repositories, clock } = app;

  // The lists of the products whose live quotes agents call back (their descriptors).
  for (const { facts, agents } of app.products.all) {
    if (!facts.agentLiveQuotes || !agents?.liveQuotes) continue;
    const { name, list, contacted, onlyWhileEnabled } = agents.liveQuotes;
    const product = facts.policyType;
    const quotesOf: AgentQuoteProduct = { policyType: product, personPath: agents.personPath };
    const guard =
      onlyWhileEnabled && facts.flag
        ? [requireRole('agent'), requireFeature(facts.flag)]
        : [requireRole('agent')];

    app.get(
      list,
      {
        onRequest: guard,
        schema: {
          ...agentRoute,
          summary: `${name}: a page of quotes not bought and not yet contacted (pages from 0, 7 a page, newest first by default).`,
          querystring: liveQuotesQuerySchema,
          response: { 200: liveQuotesPageSchema, ...agentRefusals },
        },
      },
      async (request) => {
        const { page, size, sort } = request.query;
        return inRecordedAction(repositories, actorOf(request), clock, async (tx) => {
          const { rows, total } = await tx.agentQuotes.livePage(quotesOf, page, size, sort);
          return recorded(
            { content: rows.map(liveQuoteRowOf), total_pages: totalPagesOf(total, size) },
            readOfCustomers(
              rows.map((row) => row.ownerUserId),
              {
                action: 'search',
                details: { list: 'live_quotes', product, page, size, results: rows.length },
              },
            ),
          );
        });
      },
    );

    app.put(
      contacted,
      {
        onRequest: guard,
        schema: {
          ...agentRoute,
          summary: `${name}: tick a quote contacted. Once: a second tick answers 409 ${CONTACTED_CONFLICT_CODES.alreadyContacted} and changes nothing; a bought quote answers 409 ${CONTACTED_CONFLICT_CODES.bought}.`,
          body: contactedPayloadSchema,
          response: {
            200: contactedResponseSchema,
            ...agentRefusals,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const reference = request.body.quote_reference;
        return inRecordedAction(repositories, actorOf(request), clock, async (tx) => {
          const quote = await tx.agentQuotes.findForContact(quotesOf, reference);
          if (!quote || quote.renewalOfPolicyId) throw notFound(AGENT_API_MESSAGES.quoteNotFound);
          if (quote.status === 'bound') {
            throw new HttpError(
              409,
              CONTACTED_CONFLICT_CODES.bought,
              AGENT_API_MESSAGES.quoteBought,
            );
          }
          if (!(await tx.agentQuotes.markContacted(quote.id))) {
            throw new HttpError(
              409,
              CONTACTED_CONFLICT_CODES.alreadyContacted,
              AGENT_API_MESSAGES.alreadyContacted,
            );
          }
          return recorded(
            { quote_reference: reference, contacted: true as const },
            {
              action: 'contacted',
              customerUserId: quote.ownerUserId,
              subjectReference: reference,
              details: { product },
            },
          );
        });
      },
    );
  }
};
