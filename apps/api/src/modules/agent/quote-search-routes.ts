import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGENT_API_MESSAGES,
  AGENT_SEARCH_MAX_RESULTS,
  branchQuoteSearchPayloadSchema,
  customerQuotesPayloadSchema,
  quoteCustomersPayloadSchema,
  quoteCustomersSchema,
  quoteSearchPageSchema,
  quoteSearchRowsSchema,
  savedHomeQuoteSchema,
  selectedQuoteQuerySchema,
  totalPagesOf,
} from '@wallet/domain';
import { apiErrorSchema, notFound } from '../../lib/http-errors.js';
import { requireRole } from '../../plugins/request-context.js';
import { quoteSearchRowOf, selectedHomeQuoteOf } from './agent-quote-rows.js';
import {
  actorOf,
  agentRefusals,
  agentRoute,
  inRecordedAction,
  readOfCustomers,
  recorded,
} from './recorded-action.js';

/**
 * Search All Home Quotes (platform.md 2.10 and 7): customers by e-mail or name, one customer's
 * quotes, a branch's quotes a page at a time, and the quote an agent selects to continue. A
 * search that finds nothing answers an empty list, never an error.
 */
export const quoteSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repositories, clock } = app;
  const asAgent = { onRequest: requireRole('agent') };

  app.post(
    '/home/applied_home_quotes/latest_quotes_users',
    {
      ...asAgent,
      schema: {
        ...agentRoute,
        summary: `The customers whose home quotes match a starts-with search of the e-mail, first name or surname (any letter case; at most ${AGENT_SEARCH_MAX_RESULTS}, one per e-mail address).`,
        body: quoteCustomersPayloadSchema,
        response: { 200: quoteCustomersSchema, ...agentRefusals },
      },
    },
    async (request) => {
      const { search_option: option, search_input: input } = request.body;
      return inRecordedAction(repositories, actorOf(request), clock, async (tx) => {
        const found = await tx.agentQuotes.customersMatching(
          option,
          input,
          AGENT_SEARCH_MAX_RESULTS,
        );
        const customers = found.map((row) => ({
          first_name: row.firstName ?? '',
          last_name: row.lastName ?? '',
          email: row.email ?? '',
        }));
        return recorded(
          customers,
          readOfCustomers(
            found.map((row) => row.ownerUserId),
            {
              action: 'search',
              details: { search: 'quote_customers', option, results: customers.length },
            },
          ),
        );
      });
    },
  );

  app.post(
    '/home/applied_home_quotes/latest_quotes',
    {
      ...asAgent,
      schema: {
        ...agentRoute,
        summary: `One customer's home quotes by e-mail, newest first (at most ${AGENT_SEARCH_MAX_RESULTS}).`,
        body: customerQuotesPayloadSchema,
        response: { 200: quoteSearchRowsSchema, ...agentRefusals },
      },
    },
    async (request) => {
      const { email } = request.body;
      return inRecordedAction(repositories, actorOf(request), clock, async (tx) => {
        const rows = await tx.agentQuotes.quotesOfEmail(email, AGENT_SEARCH_MAX_RESULTS);
        const account = await tx.users.findByEmail(email);
        // The e-mail's customer, and whoever else holds a quote made with that e-mail.
        return recorded(
          rows.map(quoteSearchRowOf),
          readOfCustomers(
            [
              account?.role === 'customer' ? account.id : null,
              ...rows.map((row) => row.ownerUserId),
            ],
            { action: 'open', details: { view: 'customer_quotes', results: rows.length } },
          ),
        );
      });
    },
  );

  app.post(
    '/home/applied_home_quotes/latest_quotes/branch',
    {
      ...asAgent,
      schema: {
        ...agentRoute,
        summary:
          "A branch's home quotes (search_criteria: the branch's name, any letter case), newest first; pages from 0, up to 1000 a page. An unknown branch finds nothing.",
        body: branchQuoteSearchPayloadSchema,
        response: { 200: quoteSearchPageSchema, ...agentRefusals },
      },
    },
    async (request) => {
      const { search_criteria: name, page_number: page, page_size: size } = request.body;
      return inRecordedAction(repositories, actorOf(request), clock, async (tx) => {
        const branch = (await tx.branches.list()).find(
          (candidate) => candidate.branch_name.toLowerCase() === name.toLowerCase(),
        );
        const { rows, total } = branch
          ? await tx.agentQuotes.branchPage(branch.id, page, size)
          : { rows: [], total: 0 };
        return recorded(
          { content: rows.map(quoteSearchRowOf), total_pages: totalPagesOf(total, size) },
          readOfCustomers(
            rows.map((row) => row.ownerUserId),
            {
              action: 'search',
              subjectReference: branch?.branch_name ?? null,
              details: {
                search: 'branch_quotes',
                branch_id: branch?.id ?? null,
                page,
                size,
                results: rows.length,
              },
            },
          ),
        );
      });
    },
  );

  app.get(
    '/home/applied_home_quotes/latest/policy_code',
    {
      ...asAgent,
      schema: {
        ...agentRoute,
        summary:
          'The home quote an agent selected (by its policy code, which is the quote reference until a policy code is given), in the saved home quote shape of the latest-quote calls.',
        querystring: selectedQuoteQuerySchema,
        response: { 200: savedHomeQuoteSchema, ...agentRefusals, 404: apiErrorSchema },
      },
    },
    async (request) =>
      inRecordedAction(repositories, actorOf(request), clock, async (tx) => {
        const quote = await tx.agentQuotes.homeQuoteByPolicyCode(request.query.policyCode);
        if (!quote) throw notFound(AGENT_API_MESSAGES.quoteNotFound);
        return recorded(selectedHomeQuoteOf(quote), {
          action: 'open',
          customerUserId: quote.ownerUserId,
          subjectReference: quote.quoteReference,
          details: { view: 'selected_quote' },
        });
      }),
  );
};
