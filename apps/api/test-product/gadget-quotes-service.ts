import {
  annualPolicyEndDate,
  calendarDateOf,
  formatIsoDate,
  type InsurerCode,
} from '@wallet/domain';
import {
  GADGET_INSURER,
  type GadgetQuoteAnswer,
  type GadgetQuoteRequest,
} from '@wallet/domain/test-product';
import { callInsurer, InsurerUnavailableError } from '../src/adapters/insurers/insurer-port.js';
import type { Clock } from '../src/lib/clock.js';
import {
  createQuoteAccess,
  keepPricedQuote,
  type QuotePricing,
  type QuoteRequester,
} from '../src/modules/quotes/index.js';
import type { GadgetInsurer, GadgetRating } from './gadget-insurer.js';
import type {
  GadgetInsurerAnswers,
  GadgetQuoteRecord,
  GadgetQuotesRepository,
  StoredGadgetQuote,
} from './gadget-quotes-repository.js';

/** A re-pricing names the quote it prices again. */
export type GadgetRecalculation = GadgetQuoteRequest & { quote_reference: string };

/** The quote as the API answers it, rebuilt from what was asked and what the insurer said. */
export function gadgetQuoteAnswerOf(stored: StoredGadgetQuote): GadgetQuoteAnswer {
  const { gadget_quote: gadget, start_date: startDate } = stored.request;
  return {
    quote_reference: stored.quoteReference,
    insurer: GADGET_INSURER.code,
    insurer_name: GADGET_INSURER.name,
    device: gadget.device,
    value_eur: gadget.value_eur,
    premium_cents: stored.answers.rating?.premiumCents ?? null,
    start_date: startDate,
    end_date: annualPolicyEndDate(startDate),
  };
}

/** The gadget's quotes: priced by its one insurer, kept like every product's. */
export function createGadgetQuotesService(deps: {
  gadgetQuotes: GadgetQuotesRepository;
  isAvailable: (code: InsurerCode) => Promise<boolean>;
  insurer: GadgetInsurer;
  clock: Clock;
  timeoutMs: number;
}) {
  const { gadgetQuotes } = deps;
  const { reachable, accessible } = createQuoteAccess(gadgetQuotes, 'No such gadget quote.');

  async function rate(request: GadgetQuoteRequest): Promise<GadgetRating | null> {
    try {
      return await callInsurer(deps.insurer, request.gadget_quote, {
        timeoutMs: deps.timeoutMs,
        isAvailable: deps.isAvailable,
      });
    } catch (error) {
      if (error instanceof InsurerUnavailableError) return null;
      throw error;
    }
  }

  async function priced(
    request: GadgetQuoteRequest,
  ): Promise<QuotePricing<GadgetQuoteRecord, GadgetInsurerAnswers, string>> {
    const rating = await rate(request);
    return {
      request: {
        gadget_quote: request.gadget_quote,
        start_date: formatIsoDate(calendarDateOf(deps.clock())),
      },
      answers: { rating },
      selectedInsurer: GADGET_INSURER.code,
      premiumCents: rating?.premiumCents ?? null,
      status: rating ? 'quoted' : 'draft',
    };
  }

  return {
    reachable,

    /** POST /gadget/quotes: priced and kept for whoever asked. */
    async create(requester: QuoteRequester, body: GadgetQuoteRequest): Promise<GadgetQuoteAnswer> {
      const stored = await keepPricedQuote(
        gadgetQuotes,
        { accessible },
        { requester, prefix: 'GQ' },
        () => priced(body),
      );
      return gadgetQuoteAnswerOf(stored);
    },

    /** POST /gadget/quotes/recalculate: the caller's own quote priced again on new answers. */
    async recalculate(
      requester: QuoteRequester,
      body: GadgetRecalculation,
    ): Promise<GadgetQuoteAnswer> {
      const stored = await keepPricedQuote(
        gadgetQuotes,
        { accessible },
        { requester, quoteReference: body.quote_reference, prefix: 'GQ' },
        () => priced(body),
      );
      return gadgetQuoteAnswerOf(stored);
    },

    /** GET /gadget/quotes/latest: the signed-in customer's latest quote, if any. */
    async latest(
      userId: string,
      visitorKeyHash: string | null,
    ): Promise<{ quote: GadgetQuoteAnswer | null }> {
      if (visitorKeyHash) await gadgetQuotes.claimVisitorQuotes(visitorKeyHash, userId);
      const stored = await gadgetQuotes.latestOwnedBy(userId);
      return { quote: stored ? gadgetQuoteAnswerOf(stored) : null };
    },
  };
}

export type GadgetQuotesService = ReturnType<typeof createGadgetQuotesService>;

/** The gadget's services, as the test build's app.services holds them beside the others. */
export interface GadgetServices {
  gadgetQuotes: GadgetQuotesService;
}
