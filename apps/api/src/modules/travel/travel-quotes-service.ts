import {
  TRAVEL_INSURER,
  TRAVEL_PAYLOAD_VERSION,
  TRAVEL_PRODUCT,
  TRAVEL_QUOTE_NAMES,
  TRIP_TYPES,
  coverDaysOf,
  parseIsoDate,
  travelQuoteConsentProblems,
  travelQuotePayloadProblems,
  travelRecalculationProblems,
  type SavedTravelQuote,
  type TravelCoverDetailsPayload,
  type TravelQuotePayload,
  type TravelQuoteRequest,
  type TravelQuoteResponse,
  type TravelRecalculationRequest,
} from '@wallet/domain';
import { InsurerUnavailableError, callInsurer } from '../../adapters/insurers/insurer-port.js';
import type {
  TravelInsurer,
  TravelQuoted,
  TravelRating,
} from '../../adapters/insurers/travel-insurer-port.js';
import type { Clock } from '../../lib/clock.js';
import { FieldValidationError, notFound } from '../../lib/http-errors.js';
import type { Repositories } from '../../repository-types.js';
import {
  createQuoteAccess,
  keepPricedQuote,
  newQuoteReference,
  type QuotePricing,
  type QuoteRequester,
} from '../quotes/index.js';
import { travelQuoteResponseOf } from './travel-quote-answer.js';
import { toTravelRatingRequest } from './travel-rating-request.js';
import type {
  StoredTravelQuote,
  TravelInsurerAnswers,
  TravelQuoteRecord,
} from './travel-quotes-repository.js';

/** Ours: the spec has no words for these refusals of the recalculation. */
export const TRAVEL_RECALCULATION_MESSAGES = {
  bought: 'This quote has been bought; get a new quote to change it.',
  notSingleTrip:
    'This quote was asked for as annual multi-trip; get a new quote for a single trip.',
} as const;

/**
 * The choice a travel bind names: the quote's name and its premium id, both as the quote answered
 * them, so a price shown before a switch to multi-trip (or back) cannot be bought after it.
 */
export const travelChoiceOf = (name: string, premiumId: string) => `${name}:${premiumId}`;

/** The insurer's priced premium of a stored quote when the choice names it; nothing otherwise. */
export function quotedChoiceOf(
  stored: Pick<StoredTravelQuote, 'answers' | 'request'>,
  choice: string,
): TravelQuoted | undefined {
  const { rating, premiumId } = stored.answers;
  if (rating?.outcome !== 'quoted' || !premiumId) return undefined;
  const name = TRAVEL_QUOTE_NAMES[stored.request.travel_quote.cover_details.trip_type];
  return choice === travelChoiceOf(name, premiumId) ? rating : undefined;
}

function refused(problems: Record<string, string[]>): void {
  if (Object.keys(problems).length > 0) throw new FieldValidationError(problems);
}

/** An annual multi-trip policy from a start date, with the quote's other answers. */
function multiTripCover(
  cover: TravelCoverDetailsPayload,
  startDate: string,
): TravelCoverDetailsPayload {
  return {
    ...cover,
    trip_type: TRIP_TYPES.annualMultiTrip,
    start_date: startDate,
    end_date: null,
    destination_country: null,
    cover_days: coverDaysOf(TRIP_TYPES.annualMultiTrip, parseIsoDate(startDate)!, undefined),
  };
}

export function createTravelQuotesService(deps: {
  repositories: Repositories;
  insurer: TravelInsurer;
  clock: Clock;
  timeoutMs: number;
}) {
  const { travelQuotes, insurerAvailability } = deps.repositories;
  const { reachable, accessible } = createQuoteAccess(travelQuotes, 'No such travel quote.');

  /** The insurer's rating, or null when it cannot be asked (switched off, or too slow). */
  async function rate(quote: TravelQuotePayload): Promise<TravelRating | null> {
    try {
      return await callInsurer(deps.insurer, toTravelRatingRequest(quote), {
        timeoutMs: deps.timeoutMs,
        isAvailable: (code) => insurerAvailability.isAvailable(code),
      });
    } catch (error) {
      if (error instanceof InsurerUnavailableError) return null;
      throw error;
    }
  }

  async function priced(
    record: TravelQuoteRecord,
  ): Promise<QuotePricing<TravelQuoteRecord, TravelInsurerAnswers, typeof TRAVEL_INSURER.code>> {
    const rating = await rate(record.travel_quote);
    const quoted = rating?.outcome === 'quoted' ? rating : null;
    return {
      request: record,
      answers: { rating, premiumId: quoted ? newQuoteReference('TP') : null },
      selectedInsurer: TRAVEL_INSURER.code,
      premiumCents: quoted?.premium.totalCents ?? null,
      status: rating === null ? 'draft' : rating.outcome,
    };
  }

  return {
    reachable,

    /** A checked quote's rating, as a new quote is rated (a mid-term change prices with it). */
    rate,

    /** car-travel-payment.md 7 (POST /travel/travel_quotes): checked, priced and kept. */
    async create(
      requester: QuoteRequester,
      body: TravelQuoteRequest,
    ): Promise<TravelQuoteResponse> {
      refused({
        ...travelQuotePayloadProblems(body, { today: deps.clock() }),
        ...travelQuoteConsentProblems(body),
      });
      const quote = body.travel_quote;
      const stored = await keepPricedQuote(
        travelQuotes,
        { accessible },
        { requester, quoteReference: body.quote_reference, prefix: 'TQ' },
        () =>
          priced({
            travel_quote: quote,
            single_trip:
              quote.cover_details.trip_type === TRIP_TYPES.single ? quote.cover_details : null,
          }),
      );
      return travelQuoteResponseOf(stored);
    },

    /**
     * car-travel-payment.md 4 (Travel view quote): the multi-trip switch. On, the quote becomes an
     * annual multi-trip policy from the date given; off, it goes back to its single trip. Either
     * way it is checked with the quote's rules and priced again.
     */
    async recalculate(
      requester: QuoteRequester,
      body: TravelRecalculationRequest,
    ): Promise<TravelQuoteResponse> {
      const today = deps.clock();
      refused(travelRecalculationProblems(body, today));
      const stored = await accessible(body.quote_reference, requester);
      if (stored.bought) {
        refused({ quote_reference: [TRAVEL_RECALCULATION_MESSAGES.bought] });
      }
      const current = stored.request.travel_quote;
      const singleTrip = stored.request.single_trip;
      if (!body.is_multi_trip && !singleTrip) {
        refused({ is_multi_trip: [TRAVEL_RECALCULATION_MESSAGES.notSingleTrip] });
      }
      const cover = body.is_multi_trip
        ? multiTripCover(current.cover_details, body.policy_start_date!)
        : singleTrip!;
      const quote: TravelQuotePayload = {
        ...current,
        date_of_travel: cover.start_date,
        cover_details: cover,
      };
      refused(
        travelQuotePayloadProblems(
          {
            product: TRAVEL_PRODUCT,
            version: TRAVEL_PAYLOAD_VERSION,
            honeypot_value: '',
            travel_quote: quote,
          },
          { today },
        ),
      );
      const pricing = await priced({ travel_quote: quote, single_trip: singleTrip });
      return travelQuoteResponseOf(await travelQuotes.replace(stored.id, pricing));
    },

    /** The customer's latest travel quote (car-travel-payment.md 3 'Travel quote (saved/latest)'). */
    async latest(userId: string, visitorKeyHash: string | null): Promise<SavedTravelQuote> {
      if (visitorKeyHash) await travelQuotes.claimVisitorQuotes(visitorKeyHash, userId);
      const stored = await travelQuotes.latestOwnedBy(userId);
      if (!stored) throw notFound('No travel quote yet.');
      return {
        quote_reference: stored.quoteReference,
        // A bought quote names its policy.
        policy_reference: stored.bought ? await travelQuotes.policyReferenceOf(stored.id) : null,
        travel_quote: stored.request.travel_quote,
      };
    },
  };
}

export type TravelQuotesService = ReturnType<typeof createTravelQuotesService>;
