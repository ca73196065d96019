import {
  CAR_COVER_LEVELS,
  CAR_PAYLOAD_VERSION,
  CAR_QUOTE_RULE_MESSAGES,
  QUOTE_ERROR_CODES,
  CAR_PRODUCT,
  carQuoteLevelsOutcome,
  carQuotePayloadProblems,
  parseRegistration,
  type CalendarDate,
  type CarCoverLevel,
  type CarQuotePayload,
  type CarQuoteRequest,
  type CarQuoteResponse,
  type CarRecalculationRequest,
  type SavedCarQuote,
  type VehicleDetails,
} from '@wallet/domain';
import { InsurerUnavailableError, callInsurer } from '../../adapters/insurers/insurer-port.js';
import {
  CAR_INSURER_CODE,
  type CarInsurer,
  type CarRating,
} from '../../adapters/insurers/car-insurer-port.js';
import type { Clock } from '../../lib/clock.js';
import { FieldValidationError, HttpError, notFound } from '../../lib/http-errors.js';
import type { Repositories } from '../../repository-types.js';
import {
  createQuoteAccess,
  keepAgentQuote,
  keepPricedQuote,
  newQuoteReference,
  type AgentQuoteStamp,
  type PricedForCustomer,
  type QuotePricing,
  type QuoteRequester,
} from '../quotes/index.js';
import type { VehicleCatalogue } from '../vehicles/index.js';
import { carQuoteResponseOf } from './car-quote-answer.js';
import type { CarInsurerAnswers, CarQuoteRecord, StoredCarQuote } from './car-quotes-repository.js';

/** A car quote's price as it is kept: what was asked and the insurer's answer. */
type CarPricing = QuotePricing<CarQuoteRecord, CarInsurerAnswers, typeof CAR_INSURER_CODE>;
import { toCarRatingRequest } from './car-rating-request.js';

/** Ours: the spec has no words for these refusals. */
export const CAR_QUOTE_MESSAGES = {
  bought: 'This quote has been bought; get a new quote to change it.',
  unknownRegistration:
    'We could not find a car with this registration. Please check it, or search for your car by its make and model.',
  vehicleDiffers: (field: string) =>
    `The car's ${field} is not the one its registration or ABI code names; please look the car up again.`,
  unknownAbiCode: 'This ABI code names no car sold in that year; please choose the car again.',
  noQuote: 'No car quote yet.',
} as const;

const VEHICLE = 'motor_quote.cover_details.vehicle_details';

/**
 * What a car as sent says otherwise than the catalogue's car it names, keyed from `at`: its make,
 * model, version, fuel, size and ABI group are the catalogue's, never the browser's.
 */
export function catalogueDifferences(
  vehicle: Pick<
    CarQuotePayload['cover_details']['vehicle_details'],
    'abi_code' | 'make' | 'model' | 'year' | 'version' | 'fuel' | 'cc' | 'risk'
  >,
  known: VehicleDetails,
  at: string,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const differs = (field: string, sent: unknown, expected: unknown, words: string) => {
    if (sent !== expected) problems[`${at}.${field}`] = [CAR_QUOTE_MESSAGES.vehicleDiffers(words)];
  };
  differs('abi_code', vehicle.abi_code, known.abi_code, 'ABI code');
  differs('make', vehicle.make, known.make, 'make');
  differs('model', vehicle.model, known.model, 'model');
  differs('year', vehicle.year, known.year_manufacture, 'year');
  differs('version', vehicle.version, known.version, 'version');
  differs('fuel', vehicle.fuel, known.fuel_type, 'fuel type');
  differs('cc', vehicle.cc, known.engine_cc, 'engine size');
  differs('risk', vehicle.risk, known.risk, 'insurance group');
  return problems;
}

function refused(problems: Record<string, string[]>): void {
  if (Object.keys(problems).length > 0) throw new FieldValidationError(problems);
}

export function createCarQuotesService(deps: {
  repositories: Repositories;
  insurer: CarInsurer;
  vehicles: VehicleCatalogue;
  clock: Clock;
  timeoutMs: number;
  /** car-travel-payment.md 9: the last day a car policy may start (MOTOR_LAST_START_DATE). */
  lastStartDate?: CalendarDate;
}) {
  const { carQuotes, insurerAvailability } = deps.repositories;
  const { reachable, accessible } = createQuoteAccess(carQuotes, 'No such car quote.');

  /**
   * The car is the one the catalogue knows (the server is the authority): by its registration,
   * or, for a manual search (with or without the registration given before buying, which the
   * lookup may not know), by its ABI code and year. Its make, model, version, fuel, size and
   * ABI group are the catalogue's, never the browser's.
   */
  async function vehicleProblems(quote: CarQuotePayload): Promise<Record<string, string[]>> {
    const vehicle = quote.cover_details.vehicle_details;
    let known;
    if (vehicle.registration) {
      const found = await deps.vehicles.lookUpRegistration(vehicle.registration, deps.clock());
      if (found.kind === 'invalid') return { [`${VEHICLE}.registration`]: [found.problem] };
      // Decision 0028: a registration the lookup does not know is one given for a car found by
      // make and model; the car is then its ABI code's.
      if (found.kind === 'found') known = found.vehicle;
    }
    if (!known) {
      known = await deps.vehicles.vehicleByAbiCode(vehicle.abi_code, vehicle.year);
      if (!known) return { [`${VEHICLE}.abi_code`]: [CAR_QUOTE_MESSAGES.unknownAbiCode] };
    }
    return catalogueDifferences(vehicle, known, VEHICLE);
  }

  /**
   * The request once its rules hold, with the registration in its one written form (the form
   * the certificate and disc print), however a client spaced or cased it.
   */
  async function checked(body: CarQuoteRequest): Promise<CarQuoteRequest> {
    refused(
      carQuotePayloadProblems(body, { today: deps.clock(), lastStartDate: deps.lastStartDate }),
    );
    refused(await vehicleProblems(body.motor_quote));
    const vehicle = body.motor_quote.cover_details.vehicle_details;
    const registration = vehicle.registration && parseRegistration(vehicle.registration);
    if (!registration || registration.normalised === vehicle.registration) return body;
    const coverDetails = body.motor_quote.cover_details;
    return {
      ...body,
      motor_quote: {
        ...body.motor_quote,
        cover_details: {
          ...coverDetails,
          vehicle_details: { ...vehicle, registration: registration.normalised },
        },
      },
    };
  }

  /** The insurer's rating, or null when it cannot be asked (switched off, or too slow). */
  async function rate(quote: CarQuotePayload): Promise<CarRating | null> {
    try {
      return await callInsurer(deps.insurer, toCarRatingRequest(quote), {
        timeoutMs: deps.timeoutMs,
        isAvailable: (code) => insurerAvailability.isAvailable(code),
      });
    } catch (error) {
      if (error instanceof InsurerUnavailableError) return null;
      throw error;
    }
  }

  /**
   * The extras chosen that the priced level does not offer (docs/car-rating.md: NCD protection
   * needs no-claims years left after the step-back): refused, never priced without them.
   */
  function unofferedExtras(
    record: CarQuoteRecord,
    rating: CarRating | null,
    extrasPath: string,
  ): void {
    const cover = record.motor_quote.cover_details;
    const level = rating?.levels[cover.product_selected];
    if (level?.outcome !== 'quoted') return;
    const offered = new Set<string>(level.offeredExtras.map((extra) => extra.extra));
    if (cover.optional_extras.some((extra) => !offered.has(extra))) {
      refused({ [extrasPath]: [CAR_QUOTE_RULE_MESSAGES.extraNotOffered] });
    }
  }

  async function priced(
    record: CarQuoteRecord,
    /** Where a refused extra is named: the payload's path, or the recalculation's field. */
    extrasPath = 'motor_quote.cover_details.optional_extras',
  ): Promise<CarPricing> {
    const rating = await rate(record.motor_quote);
    unofferedExtras(record, rating, extrasPath);
    const idOf = (level: CarCoverLevel) =>
      rating?.levels[level].outcome === 'quoted' ? `${level}:${newQuoteReference('MP')}` : null;
    const premiumIds = { popular: idOf('popular'), prestige: idOf('prestige') };
    const selected = record.motor_quote.cover_details.product_selected;
    // docs/car-rating.md 2: the levels priced are offered even when the other is not.
    const outcome = rating
      ? carQuoteLevelsOutcome({
          popular: rating.levels.popular.outcome,
          prestige: rating.levels.prestige.outcome,
        })
      : null;
    // The level asked for, or the one offered when that one is not (the answer's cover_premium).
    const shown = [selected, ...CAR_COVER_LEVELS]
      .map((level) => rating?.levels[level])
      .find((level) => level?.outcome === 'quoted');
    return {
      request: record,
      answers: { rating, premiumIds },
      selectedInsurer: CAR_INSURER_CODE,
      premiumCents: shown?.outcome === 'quoted' ? shown.premium.singlePaymentCents : null,
      status: outcome === null ? 'draft' : outcome.outcome,
    };
  }

  /**
   * car-travel-payment.md 4 (Car view quote): the level, cover type and extras asked for, checked
   * with the quote's rules and priced again. Refused once bought; 503 when the insurer cannot
   * answer, so the price shown stays the quote's.
   */
  async function reprice(
    stored: StoredCarQuote,
    body: CarRecalculationRequest,
  ): Promise<CarPricing> {
    if (stored.bought) refused({ quote_reference: [CAR_QUOTE_MESSAGES.bought] });
    const current = stored.request.motor_quote;
    const quote: CarQuotePayload = {
      ...current,
      cover_details: {
        ...current.cover_details,
        type: body.cover_type,
        product_selected: body.cover_level,
        optional_extras: body.optional_extras,
      },
    };
    const request: CarQuoteRequest = {
      product: CAR_PRODUCT,
      version: CAR_PAYLOAD_VERSION,
      honeypot_value: '',
      motor_quote: quote,
    };
    refused(
      Object.fromEntries(
        Object.entries(
          carQuotePayloadProblems(request, {
            today: deps.clock(),
            lastStartDate: deps.lastStartDate,
          }),
        ).map(([path, messages]) => [
          path.endsWith('optional_extras') ? 'optional_extras' : path,
          messages,
        ]),
      ),
    );
    const pricing = await priced({ motor_quote: quote }, 'optional_extras');
    if (pricing.answers.rating === null) {
      throw new HttpError(
        503,
        QUOTE_ERROR_CODES.insurerUnavailable,
        'The car insurer cannot recalculate this quote now.',
      );
    }
    return pricing;
  }

  return {
    reachable,

    /** car-travel-payment.md 7 (POST /motor/motor_quotes): checked, priced and kept. */
    async create(requester: QuoteRequester, body: CarQuoteRequest): Promise<CarQuoteResponse> {
      const request = await checked(body);
      const stored = await keepPricedQuote(
        carQuotes,
        { accessible },
        { requester, quoteReference: request.quote_reference, prefix: 'MQ' },
        () => priced({ motor_quote: request.motor_quote }),
      );
      return carQuoteResponseOf(stored);
    },

    /**
     * car-travel-payment.md 4 (Car view quote): the customer changes the level looked at, the
     * cover type or the extras, and the quote is checked with the same rules and priced again.
     */
    async recalculate(
      requester: QuoteRequester,
      body: CarRecalculationRequest,
    ): Promise<CarQuoteResponse> {
      const stored = await accessible(body.quote_reference, requester);
      return carQuoteResponseOf(await carQuotes.replace(stored.id, await reprice(stored, body)));
    },

    /**
     * An agent's car quote for a customer (agent mode, decision 0021): checked and priced as the
     * customer's own request would be (their account's quote priced again when it names one),
     * with nothing written. The customer's account may not exist yet.
     */
    async priceForCustomer(
      customerUserId: string | null,
      body: CarQuoteRequest,
    ): Promise<PricedForCustomer<StoredCarQuote, CarPricing>> {
      const request = await checked(body);
      const reached = request.quote_reference
        ? await reachable(request.quote_reference, { userId: customerUserId, visitorKeyHash: null })
        : undefined;
      const existing = reached?.bought ? undefined : reached;
      return {
        existing,
        quoteReference: existing?.quoteReference ?? newQuoteReference('MQ'),
        priced: await priced({ motor_quote: request.motor_quote }),
      };
    },

    /** Keeps an agent's priced car quote in the transaction that records it, as a quote answers. */
    async keepForCustomer(
      tx: Pick<Repositories, 'carQuotes'>,
      customerUserId: string | null,
      pricedRequest: PricedForCustomer<StoredCarQuote, CarPricing>,
      stamp: AgentQuoteStamp,
    ): Promise<{ stored: StoredCarQuote; response: CarQuoteResponse }> {
      const stored = await keepAgentQuote(tx.carQuotes, customerUserId, pricedRequest, stamp);
      return { stored, response: carQuoteResponseOf(stored) };
    },

    /** A stored quote priced again with the view quote's choices; nothing is written. */
    reprice,

    /** The insurer's rating of a checked payload, or null when it cannot be asked. */
    rate,

    /**
     * The customer's latest car quote (car-travel-payment.md 3 'Motor latest quote'); read on
     * `from`, an agent's recording transaction, when given.
     */
    async latest(
      userId: string,
      visitorKeyHash: string | null,
      from: Pick<Repositories, 'carQuotes'> = deps.repositories,
    ): Promise<SavedCarQuote> {
      const quotes = from.carQuotes;
      if (visitorKeyHash) await quotes.claimVisitorQuotes(visitorKeyHash, userId);
      const stored = await quotes.latestOwnedBy(userId);
      if (!stored) throw notFound(CAR_QUOTE_MESSAGES.noQuote);
      return {
        quote_reference: stored.quoteReference,
        policy_reference: stored.bought ? await quotes.policyReferenceOf(stored.id) : null,
        motor_quote: stored.request.motor_quote,
      };
    },
  };
}

export type CarQuotesService = ReturnType<typeof createCarQuotesService>;
