import { useQuery } from '@tanstack/react-query';
import type { RenewalOfferStatus } from '@wallet/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/**
 * One of the customer's open renewal offers, as GET /home/applied_home_renewal/offers lists them.
 * Read without the schema library: the wallet's landing page asks for it, and the first page has
 * no room for that library (docs/decisions/0004). The API answers with the domain's schema.
 */
export type OpenRenewalOffer = {
  policy_id: string;
  policy_number: string;
  /** YYYY-MM-DD */
  renewal_date: string;
  status: RenewalOfferStatus;
  auto_renewal: boolean;
};

const STATUSES: readonly string[] = ['offered', 'accepted', 'renewed', 'lapsed'];

function readOffer(value: unknown): OpenRenewalOffer | null {
  if (typeof value !== 'object' || value === null) return null;
  const offer = value as Record<string, unknown>;
  const { policy_id, policy_number, renewal_date, status, auto_renewal } = offer;
  if (
    typeof policy_id !== 'string' ||
    typeof policy_number !== 'string' ||
    typeof renewal_date !== 'string' ||
    typeof status !== 'string' ||
    !STATUSES.includes(status) ||
    typeof auto_renewal !== 'boolean'
  ) {
    return null;
  }
  return {
    policy_id,
    policy_number,
    renewal_date,
    status: status as RenewalOfferStatus,
    auto_renewal,
  };
}

/** The list as the API sent it; an entry this build cannot read is left out. */
export function readRenewalOffers(value: unknown): OpenRenewalOffer[] {
  if (!Array.isArray(value)) throw new Error('The renewal offers are not a list');
  return value.map(readOffer).filter((offer): offer is OpenRenewalOffer => offer !== null);
}

export async function getRenewalOffers(): Promise<OpenRenewalOffer[]> {
  return readRenewalOffers(unwrap(await apiRequest<unknown>('/home/applied_home_renewal/offers')));
}

export const renewalOffersQueryKey = (userId: string | null) =>
  ['renewals', 'offers', userId] as const;

/**
 * The signed-in customer's open renewal offers; none while signed out or when `enabled` is off
 * (home_renewal_enabled). A failed call reads as none: the renewal is still offered by e-mail.
 */
export function useRenewalOffers(enabled: boolean) {
  const { status, user } = useSession();
  const userId = status === 'signed-in' && user ? user.user_id : null;
  const query = useQuery({
    queryKey: renewalOffersQueryKey(userId),
    queryFn: getRenewalOffers,
    enabled: enabled && userId !== null,
    staleTime: 60_000,
  });
  return {
    offers: enabled ? (query.data ?? []) : [],
    /** Still asking: nothing can be said yet about whether an offer exists. */
    isPending: enabled && userId !== null && query.isPending,
  };
}
