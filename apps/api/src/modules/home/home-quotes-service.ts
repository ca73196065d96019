import {
  DEFAULT_EXCESS_CODE,
  EXCESS_LOCKED_COVER_TYPES,
  HOME_ADD_ON_CODES,
  HOME_INSURERS,
  HOME_QUOTE_ERROR_CODES,
  excessAmountOf,
  isHomeQuoteKept,
  homeQuotePayloadProblems,
  homeQuoteTermsProblems,
  withDerivedRiskTypes,
  monthlyPrice,
  type AcceptanceNotification,
  type ExcessCode,
  type HomeInsurer,
  type HomeInsurerQuote,
  type HomeQuotePayload,
  type HomeQuoteFieldErrors,
  type HomeQuoteRequest,
  type HomeQuoteResponse,
  type HomeRecalculationRequest,
  type SavedHomeQuote,
  annualPolicyEndDate,
} from '@wallet/domain';
import type {
  HomeInsurer as InsurerEngine,
  HomeRating,
} from '../../adapters/insurers/home-insurer-port.js';
import { InsurerUnavailableError, callInsurer } from '../../adapters/insurers/insurer-port.js';
import type { Clock } from '../../lib/clock.js';
import { FieldValidationError, HttpError, notFound } from '../../lib/http-errors.js';
import type { Repositories } from '../../repository-types.js';
import {
  createQuoteAccess,
  keepAgentQuote,
  newQuoteReference,
  quoteBeingBought,
  type AgentQuoteStamp,
  type QuotePricing,
  type QuoteRequester,
} from '../quotes/index.js';
import type { HomeDiscounts } from './home-discounts.js';
import type { HomeInsurerAnswers, StoredHomeQuote } from './home-quotes-repository.js';
import { toHomeRatingRequest, type HomeRatingChoices } from './home-rating-request.js';
import { priceRenewal } from './home-renewal-pricing.js';

/** 'HQ' and ten characters: a home quote's reference. */
export const newHomeQuoteReference = () => newQuoteReference('HQ');

const toEuro = (cents: number) => cents / 100;
const INSURER_SUFFIX = new RegExp(`-(${HOME_INSURERS.join('|')})$`);

/** The quote's own reference from it or from one insurer's (the reference and '-RSA' or '-FBD'). */
export const homeQuoteReferenceOf = (reference: string) => reference.replace(INSURER_SUFFIX, '');

const NO_ADDONS: HomeRatingChoices['addons'] = {
  contentsAccidentalDamage: false,
  ncdProtection: false,
  homeEmergencyAssist: false,
};

function insurerQuoteOf(
  insurer: HomeInsurer,
  quoteReference: string,
  quote: HomeQuotePayload,
  rating: HomeRating,
  excessCode: ExcessCode,
): HomeInsurerQuote {
  const cover = quote.cover_details;
  const risk = cover.risk_address;
  const quoted = rating.outcome === 'quoted' ? rating : null;
  const code = quoted?.excessCode ?? excessCode;
  return {
    insurer,
    quote_reference: `${quoteReference}-${insurer}`,
    scheme_code: quoted?.schemeCode ?? `${insurer}-HOME`,
    price: quoted ? toEuro(quoted.annualPremiumCents) : null,
    premium_details: quoted?.premiumDetails ?? [],
    addon_details:
      quoted?.addonDetails.map((addon) => ({
        unique_code: addon.unique_code,
        amount: toEuro(addon.amountCents),
        selected: addon.selected,
      })) ?? [],
    acceptance_notifications:
      rating.outcome === 'quoted'
        ? []
        : rating.notifications.map((notice) => ({ insurer, ...notice })),
    direct_debit_policy: true,
    current_insurer_renewal_quote: false,
    cover_details_information: {
      buildings_amount: cover.buildings_amount,
      contents_amount: cover.contents_amount,
      specified_items: cover.specified_items,
      unspecified_personal_items_amount: cover.unspecified_personal_items_amount,
      excess_amount: excessAmountOf(code),
      excess_code: code,
      start_date: cover.start_date,
      end_date: annualPolicyEndDate(cover.start_date),
      claims_details: risk.claims_details,
      risk_address: {
        cover_type: risk.cover_type,
        dwelling_type: risk.dwelling_type,
        post_code: risk.post_code,
      },
    },
    policy_holder_information: {
      first_name: quote.policy_holder_details.first_name,
      last_name: quote.policy_holder_details.last_name,
    },
  };
}

/** The quotes as shown, rebuilt from the stored ratings and the request. */
export function quotesOf(stored: Pick<StoredHomeQuote, 'answers' | 'quoteReference' | 'request'>) {
  return stored.answers.ratings.map(({ insurer, excessCode, rating }) =>
    insurerQuoteOf(insurer, stored.quoteReference, stored.request.home_quote, rating, excessCode),
  );
}

/** The priced insurer quote of a stored quote with this scheme code, if any. */
export function pricedQuoteOfScheme(
  stored: Pick<StoredHomeQuote, 'answers' | 'quoteReference' | 'request'>,
  schemeCode: string,
): (HomeInsurerQuote & { price: number }) | undefined {
  return quotesOf(stored).find(
    (candidate): candidate is HomeInsurerQuote & { price: number } =>
      candidate.scheme_code === schemeCode && isPriced(candidate),
  );
}

const isPriced = (quote: HomeInsurerQuote): quote is HomeInsurerQuote & { price: number } =>
  quote.price !== null && quote.acceptance_notifications.length === 0;

function cheapestOf(quotes: HomeInsurerQuote[]) {
  return quotes
    .filter(isPriced)
    .reduce<(HomeInsurerQuote & { price: number }) | undefined>(
      (best, quote) => (!best || quote.price < best.price ? quote : best),
      undefined,
    );
}

/** The insurer's annual premium in cents, as its engine priced it (the answer shows euro). */
function quotedCentsOf(answers: HomeInsurerAnswers, insurer: HomeInsurer): number | null {
  const rating = answers.ratings.find((each) => each.insurer === insurer)?.rating;
  return rating?.outcome === 'quoted' ? rating.annualPremiumCents : null;
}

function statusOf(quotes: HomeInsurerQuote[]) {
  if (quotes.some(isPriced)) return 'quoted' as const;
  const notices = quotes.flatMap((quote) => quote.acceptance_notifications);
  if (notices.some((notice) => notice.type === 'DECLINE')) return 'declined' as const;
  return notices.length > 0 ? ('referred' as const) : ('draft' as const);
}

/** home.md 4: success needs a quote without notifications; otherwise the error view's reason. */
function responseOf(stored: StoredHomeQuote, timestamp: Date): HomeQuoteResponse {
  const quotes = quotesOf(stored);
  const { unavailable } = stored.answers;
  const best = cheapestOf(quotes);
  const base = {
    quote_reference: stored.quoteReference,
    quote_timestamp: timestamp.toISOString(),
    start_date: stored.request.home_quote.cover_details.start_date,
    quotes,
  };
  if (best) {
    return {
      ...base,
      response: 'SUCCESS',
      error: false,
      insurer: best.insurer,
      cover_premium: best.price,
      premium_details: best.premium_details,
      acceptance_notifications: [],
    };
  }
  const notifications: AcceptanceNotification[] = quotes.flatMap(
    (quote) => quote.acceptance_notifications,
  );
  if (notifications.length === 0 && unavailable.length > 0) {
    return {
      ...base,
      response: 'FAILURE',
      error: true,
      error_code: HOME_QUOTE_ERROR_CODES.insurerUnavailable,
      error_message: 'No insurer could be reached.',
      acceptance_notifications: [],
    };
  }
  return {
    ...base,
    response: 'FAILURE',
    error: true,
    error_code: HOME_QUOTE_ERROR_CODES.notAccepted,
    error_message: 'No insurer accepted the risk.',
    acceptance_notifications: notifications,
  };
}

/** Two sets of field errors as one, each path's messages in order. */
function mergedProblems(...sets: HomeQuoteFieldErrors[]): HomeQuoteFieldErrors {
  const merged: HomeQuoteFieldErrors = {};
  for (const set of sets) {
    for (const [path, messages] of Object.entries(set)) (merged[path] ??= []).push(...messages);
  }
  return merged;
}

/** A request checked and priced, before it is kept: see priceRequest. */
export interface PricedRequest {
  existing: StoredHomeQuote | undefined;
  quoteReference: string;
  priced: QuotePricing<HomeQuoteRequest, HomeInsurerAnswers, HomeInsurer>;
}

export function createHomeQuotesService(deps: {
  repositories: Repositories;
  insurers: readonly InsurerEngine[];
  clock: Clock;
  timeoutMs: number;
  /** The promotion and staff discounts: the flag and the staff directory (home-discounts.ts). */
  discounts: HomeDiscounts;
}) {
  const { homeQuotes, insurerAvailability } = deps.repositories;

  async function rate(
    insurer: InsurerEngine,
    quote: HomeQuotePayload,
    choices: HomeRatingChoices,
    signal?: AbortSignal,
  ): Promise<HomeRating | 'unavailable'> {
    try {
      return await callInsurer(insurer, toHomeRatingRequest(quote, choices), {
        timeoutMs: deps.timeoutMs,
        isAvailable: (code) => insurerAvailability.isAvailable(code),
        signal,
      });
    } catch (error) {
      if (error instanceof InsurerUnavailableError) return 'unavailable';
      throw error;
    }
  }

  /**
   * A quote's price from one insurer: a renewal offer's quote from its current insurer is priced
   * as that insurer's renewal (its tenure, capped by price walking), like the cycle priced it.
   */
  async function rateOfQuote(
    stored: StoredHomeQuote,
    engine: InsurerEngine,
    quote: HomeQuotePayload,
    choices: HomeRatingChoices,
    signal?: AbortSignal,
  ): Promise<HomeRating | 'unavailable'> {
    const offer = stored.renewalOfPolicyId
      ? await deps.repositories.renewalViews.offerOfQuote(stored.id)
      : undefined;
    if (!offer || offer.currentInsurer !== engine.code) return rate(engine, quote, choices, signal);
    const pricing = await priceRenewal(
      (renewalNumber) => rate(engine, quote, { ...choices, renewalNumber }, signal),
      offer.renewalNumber,
    );
    return pricing.offered;
  }

  const { reachable, accessible } = createQuoteAccess(homeQuotes, 'No such home quote.');

  /**
   * A stored quote re-priced by its chosen insurer with the excess and extras asked for, and the
   * answers to keep; nothing is written. Refused (409) once bought; 400 for a choice it cannot have.
   */
  async function reprice(
    stored: StoredHomeQuote,
    body: HomeRecalculationRequest,
    signal?: AbortSignal,
  ): Promise<{
    recalculated: HomeInsurerQuote;
    change: { answers: HomeInsurerAnswers; selectedInsurer: HomeInsurer; premiumCents: number };
  }> {
    if (stored.bought) throw quoteBeingBought();
    const chosen = quotesOf(stored).find(
      (quote) => quote.scheme_code === body.product_selected && isPriced(quote),
    );
    if (!chosen) {
      throw new FieldValidationError({
        product_selected: ['Choose a quote this insurer priced.'],
      });
    }
    const quote = stored.request.home_quote;
    const wanted = body.cover_details;
    const coverType = quote.cover_details.risk_address.cover_type;
    if (
      EXCESS_LOCKED_COVER_TYPES.includes(coverType) &&
      wanted.excess_amount !== chosen.cover_details_information.excess_code
    ) {
      throw new FieldValidationError({
        'cover_details.excess_amount': ['The excess cannot be changed for this cover type.'],
      });
    }
    const offered = new Set(chosen.addon_details.map((addon) => addon.unique_code));
    const addons = {
      contentsAccidentalDamage: wanted.contents_accidental_damage_cover,
      ncdProtection: wanted.no_claim_discount_cover,
      homeEmergencyAssist: wanted.home_emergency_assist_cover,
    };
    const notOffered = (
      [
        [
          'contents_accidental_damage_cover',
          addons.contentsAccidentalDamage,
          HOME_ADD_ON_CODES.accidentalDamage,
        ],
        ['no_claim_discount_cover', addons.ncdProtection, HOME_ADD_ON_CODES.ncdProtectionPlus],
        [
          'home_emergency_assist_cover',
          addons.homeEmergencyAssist,
          HOME_ADD_ON_CODES.homeEmergencyAssist,
        ],
      ] as const
    ).filter(([, on, code]) => on && !offered.has(code));
    if (notOffered.length > 0) {
      throw new FieldValidationError(
        Object.fromEntries(
          notOffered.map(([field]) => [
            `cover_details.${field}`,
            ['This insurer does not offer this extra.'],
          ]),
        ),
      );
    }

    const engine = deps.insurers.find((insurer) => insurer.code === chosen.insurer)!;
    // Priced with the discounts given now: the price shown is one the quote can be bought at
    // (a staff number gone from the directory, or discounts switched off, no longer counts).
    const discounts = await deps.discounts.ofQuote(quote, stored.ownerUserId);
    const choices = { excessCode: wanted.excess_amount, addons, discounts };
    const rating = await rateOfQuote(stored, engine, quote, choices, signal);
    if (rating === 'unavailable' || rating.outcome !== 'quoted') {
      // The insurer priced this risk earlier but cannot be reached (or no longer quotes) now.
      throw new HttpError(
        503,
        HOME_QUOTE_ERROR_CODES.insurerUnavailable,
        `${chosen.insurer} cannot recalculate this quote now.`,
      );
    }
    const recalculated = insurerQuoteOf(
      chosen.insurer,
      stored.quoteReference,
      quote,
      rating,
      wanted.excess_amount,
    );
    const answers: HomeInsurerAnswers = {
      ...stored.answers,
      ratings: stored.answers.ratings.map((entry) =>
        entry.insurer === chosen.insurer
          ? { insurer: chosen.insurer, excessCode: wanted.excess_amount, rating }
          : entry,
      ),
    };
    return {
      recalculated,
      change: { answers, selectedInsurer: chosen.insurer, premiumCents: rating.annualPremiumCents },
    };
  }

  /**
   * A quote request checked and priced for this requester, with the quote it prices again (the
   * requester's own, not bought) or the new reference it will have. Nothing is written.
   */
  async function priceRequest(
    requester: QuoteRequester,
    body: HomeQuoteRequest,
    signal?: AbortSignal,
  ): Promise<PricedRequest> {
    // home.md 4: re-quoting a saved quote of the caller's (resume) keeps a start date now past.
    // A renewal offer's quote is priced by the renewal cycle only: a form never re-quotes it.
    // Decision 0031: a quote is kept to be priced again for QUOTE_VALIDITY_DAYS after it was last
    // priced; after that a request naming it makes a new quote of the same answers.
    const isFormQuote = (stored: StoredHomeQuote | undefined) =>
      stored !== undefined &&
      stored.renewalOfPolicyId === null &&
      isHomeQuoteKept(stored.pricedAt, deps.clock());
    const startDateWaived = body.quote_reference
      ? isFormQuote(await reachable(body.quote_reference, requester))
      : false;
    // The staff directory is asked too, so every problem is told at once.
    const discounts = await deps.discounts.ofQuote(body.home_quote, requester.userId);
    const problems = mergedProblems(
      homeQuotePayloadProblems(body.home_quote, { today: deps.clock(), startDateWaived }),
      discounts.problems,
      homeQuoteTermsProblems(body),
    );
    if (Object.keys(problems).length > 0) throw new FieldValidationError(problems);
    // Rated and stored with the types its answers give, whatever else was sent.
    const quote = withDerivedRiskTypes(body.home_quote);
    const excessCode = quote.cover_details.excess_amount ?? DEFAULT_EXCESS_CODE;
    const choices = { excessCode, addons: NO_ADDONS, discounts };
    // Asking again (after a change of answers, or resuming a saved quote) updates that quote;
    // a reference this requester cannot reach, or a quote already bought (its policy was made
    // from it as it stands), is left alone and a new quote is made.
    const reached = body.quote_reference
      ? await accessible(body.quote_reference, requester).catch(() => undefined)
      : undefined;
    const existing = reached?.bought || !isFormQuote(reached) ? undefined : reached;
    const quoteReference = existing?.quoteReference ?? newHomeQuoteReference();

    const ratings = await Promise.all(
      deps.insurers.map(async (insurer) => ({
        insurer: insurer.code,
        rating: await rate(insurer, quote, choices, signal),
      })),
    );
    const answers: HomeInsurerAnswers = { ratings: [], unavailable: [] };
    for (const { insurer, rating } of ratings) {
      if (rating === 'unavailable') answers.unavailable.push(insurer);
      else answers.ratings.push({ insurer, excessCode, rating });
    }
    const request = { home_quote: quote };
    const quotes = quotesOf({ answers, quoteReference, request });
    const best = cheapestOf(quotes);
    const priced = {
      request,
      answers,
      selectedInsurer: best?.insurer ?? null,
      premiumCents: best ? quotedCentsOf(answers, best.insurer) : null,
      status: statusOf(quotes),
    };
    return { existing, quoteReference, priced };
  }

  return {
    async create(
      requester: QuoteRequester,
      body: HomeQuoteRequest,
      signal?: AbortSignal,
    ): Promise<HomeQuoteResponse> {
      const { existing, quoteReference, priced } = await priceRequest(requester, body, signal);
      const stored = existing
        ? await homeQuotes.replace(existing.id, priced)
        : await homeQuotes.insert({
            ...priced,
            quoteReference,
            ownerUserId: requester.userId,
            visitorKeyHash: requester.userId ? null : requester.visitorKeyHash,
          });
      return responseOf(stored, deps.clock());
    },

    /**
     * An agent's quote for a customer (agent mode, decision 0021): checked and priced as the
     * customer's own request would be (their account's quote priced again when it names one),
     * with nothing written. The customer's account may not exist yet.
     */
    priceForCustomer(customerUserId: string | null, body: HomeQuoteRequest, signal?: AbortSignal) {
      return priceRequest({ userId: customerUserId, visitorKeyHash: null }, body, signal);
    },

    /**
     * Keeps an agent's priced quote on the transaction's repositories, naming the agent and their
     * branch, and answers as a quote does.
     */
    async keepForCustomer(
      tx: Pick<Repositories, 'homeQuotes'>,
      customerUserId: string | null,
      { existing, quoteReference, priced }: PricedRequest,
      stamp: AgentQuoteStamp,
    ): Promise<{ stored: StoredHomeQuote; response: HomeQuoteResponse }> {
      const stored = await keepAgentQuote(
        tx.homeQuotes,
        customerUserId,
        { existing, quoteReference, priced },
        stamp,
      );
      return { stored, response: responseOf(stored, deps.clock()) };
    },

    async recalculate(
      requester: QuoteRequester,
      body: HomeRecalculationRequest,
      signal?: AbortSignal,
    ): Promise<HomeInsurerQuote[]> {
      // The quote's own reference, or one insurer's (the quote reference and '-RSA' or '-FBD').
      const reference = homeQuoteReferenceOf(body.quote_reference);
      const stored = await accessible(reference, requester);
      const { recalculated, change } = await reprice(stored, body, signal);
      await homeQuotes.saveRecalculation(stored.id, change);
      return [recalculated];
    },

    /** A stored quote re-priced with other extras, and what to keep of it; nothing is written. */
    reprice,

    /**
     * One insurer's rating of a payload through the Insurer port (its switch and time limit), as
     * a quote is rated: the renewal cycle prices renewals with it. 'unavailable' when the insurer
     * is switched off, does not answer in time or is not one of ours.
     */
    async rateWith(
      insurer: HomeInsurer,
      quote: HomeQuotePayload,
      choices: HomeRatingChoices,
      signal?: AbortSignal,
    ): Promise<HomeRating | 'unavailable'> {
      const engine = deps.insurers.find((candidate) => candidate.code === insurer);
      return engine ? rate(engine, quote, choices, signal) : 'unavailable';
    },

    /** The quote, if this requester may use it; a signed-in customer claims their visitor quote. */
    accessible,
    reachable,

    /**
     * The customer's latest home quote, in the saved home_quote shape (home.md 3); read on `from`,
     * an agent's recording transaction, when given.
     */
    async latest(
      userId: string,
      visitorKeyHash: string | null,
      from: Pick<Repositories, 'homeQuotes'> = deps.repositories,
    ): Promise<SavedHomeQuote> {
      const homeQuotes = from.homeQuotes;
      if (visitorKeyHash) await homeQuotes.claimVisitorQuotes(visitorKeyHash, userId);
      const stored = await homeQuotes.latestOwnedBy(userId);
      if (!stored) throw notFound('No home quote yet.');
      const premium = stored.premiumCents;
      return {
        ...stored.request.home_quote,
        quote_reference: stored.quoteReference,
        // A bought quote names its policy: the app offers it for resume no more.
        policy_reference: stored.bought ? await homeQuotes.policyReferenceOf(stored.id) : null,
        cover_premium: premium === null ? null : toEuro(premium),
        direct_debit_amount: premium === null ? null : toEuro(monthlyPrice(premium)),
        insurer: stored.selectedInsurer,
        start_date: stored.request.home_quote.cover_details.start_date,
        policy_code: null,
      };
    },
  };
}

export type HomeQuotesService = ReturnType<typeof createHomeQuotesService>;
