import {
  CAR_COVER_TYPE_LABELS,
  CAR_COVER_TYPES,
  homeCoverOf,
  TRIP_TYPE_IDS,
  TRIP_TYPE_LABELS,
  findProductFactsOfPolicyType,
  type PolicyType,
  type ProductType,
} from '@wallet/domain';
import { z } from 'zod';

/**
 * Only the parts of a stored quote request that say what its policy covers. The request was
 * checked in full when the quote was asked for; a request of an older shape that lacks these
 * parts gives no cover rather than a failed profile.
 */
const homeCoverRequestSchema = z.object({
  home_quote: z.object({
    cover_details: z.object({
      buildings_amount: z.number().nullable(),
      contents_amount: z.number().nullable(),
    }),
  }),
});

const travelCoverRequestSchema = z.object({
  travel_quote: z.object({
    cover_details: z.object({ trip_type: z.union(TRIP_TYPE_IDS.map((id) => z.literal(id))) }),
  }),
});

const carCoverRequestSchema = z.object({
  motor_quote: z.object({ cover_details: z.object({ type: z.enum(CAR_COVER_TYPES) }) }),
});

/** Each product's reading of its quote request: what its policy covers, null when it says not. */
const COVER_READERS = {
  home: (quoteRequest) => {
    const read = homeCoverRequestSchema.safeParse(quoteRequest);
    if (!read.success) return null;
    const cover = read.data.home_quote.cover_details;
    return homeCoverOf({
      buildingsEur: cover.buildings_amount,
      contentsEur: cover.contents_amount,
    });
  },
  car: (quoteRequest) => {
    const read = carCoverRequestSchema.safeParse(quoteRequest);
    return read.success ? CAR_COVER_TYPE_LABELS[read.data.motor_quote.cover_details.type] : null;
  },
  travel: (quoteRequest) => {
    const read = travelCoverRequestSchema.safeParse(quoteRequest);
    return read.success ? TRIP_TYPE_LABELS[read.data.travel_quote.cover_details.trip_type] : null;
  },
} satisfies Record<ProductType, (quoteRequest: unknown) => string | null>;

/**
 * What a policy covers, in the words of its documents, read from the request of the quote it was
 * bought from: buildings and contents, buildings only or contents only for home (as the policy
 * schedule says), the cover type for car, the trip type for travel. Null without a quote on
 * record (a policy of old).
 */
export function policyCoverOf(policyType: PolicyType, quoteRequest: unknown): string | null {
  const product = findProductFactsOfPolicyType(policyType);
  return product ? COVER_READERS[product.type](quoteRequest) : null;
}
