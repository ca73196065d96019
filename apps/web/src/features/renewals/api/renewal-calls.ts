import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RENEWAL_MESSAGES,
  autoRenewalResponseSchema,
  renewalAcceptResponseSchema,
  renewalDocumentsResponseSchema,
  renewalOfferSchema,
  type DocumentGroup,
  type RenewalAcceptRequest,
  type RenewalAcceptResponse,
  type RenewalDocumentsRequest,
  type RenewalOffer,
} from '@wallet/domain';
import type { z } from 'zod';
import { ApiRequestError, apiRequest, isApiError } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';
import { useSession } from '../../../lib/session';
import { renewalOffersQueryKey } from './renewal-offers';

/** The renewal calls' base path (home.md 7 'Renewal'); the client adds the API prefix. */
const RENEWAL_PATH = '/home/applied_home_renewal';

/**
 * POST /home/applied_home_renewal/ (home.md 7 'Renewal'): the policy's renewal offer, the renewal
 * quote first and then the alternatives; null when the policy has no offer (404).
 */
export async function getRenewalOffer(policyId: string): Promise<RenewalOffer | null> {
  const answer = await apiRequest<unknown>(`${RENEWAL_PATH}/`, {
    method: 'POST',
    body: { policy_id: policyId },
  });
  if (isApiError(answer) && answer.status === 404) return null;
  return readAnswer(renewalOfferSchema, answer);
}

export const renewalOfferQueryKey = (userId: string | null, policyId: string) =>
  ['renewals', 'offer', userId, policyId] as const;

export function renewalOfferQueryOptions(userId: string | null, policyId: string | null) {
  return queryOptions({
    queryKey: renewalOfferQueryKey(userId, policyId ?? ''),
    queryFn: () => getRenewalOffer(policyId!),
    enabled: userId !== null && policyId !== null,
  });
}

/** The signed-in customer's renewal offer for one of their policies. */
export function useRenewalOffer(policyId: string | null) {
  const { status, user } = useSession();
  const userId = status === 'signed-in' && user ? user.user_id : null;
  return useQuery(renewalOfferQueryOptions(userId, policyId));
}

/**
 * PUT /home/applied_home_renewal/auto_renewal: automatic renewal on or off, free of charge, before
 * the renewal date. The offer the screens hold is updated with the server's answer.
 */
export async function setAutoRenewal(request: {
  policy_id: string;
  enabled: boolean;
}): Promise<z.output<typeof autoRenewalResponseSchema>> {
  const answer = await apiRequest<unknown>(`${RENEWAL_PATH}/auto_renewal`, {
    method: 'PUT',
    body: request,
  });
  return readAnswer(autoRenewalResponseSchema, answer);
}

export function useSetAutoRenewal(onChanged?: (autoRenewal: boolean) => void) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: setAutoRenewal,
    onSuccess: (answer) => {
      queryClient.setQueryData<RenewalOffer | null>(
        renewalOfferQueryKey(user?.user_id ?? null, answer.policy_id),
        (offer) => (offer ? { ...offer, auto_renewal: answer.auto_renewal } : offer),
      );
      void queryClient.invalidateQueries({
        queryKey: renewalOffersQueryKey(user?.user_id ?? null),
      });
      onChanged?.(answer.auto_renewal);
    },
  });
}

/**
 * POST /home/applied_home_renewal/accept: the renewal accepted to renew by itself on its date
 * (auto-renewal on a direct-debit policy); nothing is paid now.
 */
export async function acceptRenewal(request: RenewalAcceptRequest): Promise<RenewalAcceptResponse> {
  const answer = await apiRequest<unknown>(`${RENEWAL_PATH}/accept`, {
    method: 'POST',
    body: request,
  });
  return readAnswer(renewalAcceptResponseSchema, answer);
}

const RENEWAL_REFUSALS: readonly string[] = Object.values(RENEWAL_MESSAGES);

/**
 * Why the API refused a renewal call, when it is one of the renewal's own refusals (the renewal
 * date passed, the offer closed, automatic renewal changed meanwhile): the customer reads that
 * rather than a general failure.
 */
export function renewalRefusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError) || error.detail.status !== 400) return undefined;
  const body = error.detail.body as { fieldErrors?: Record<string, unknown> } | undefined;
  return Object.values(body?.fieldErrors ?? {})
    .flatMap((messages) => (Array.isArray(messages) ? messages : []))
    .find((message): message is string => RENEWAL_REFUSALS.includes(message));
}

/** POST /home/applied_home_renewal/statement_of_fact/decline: 'I do not confirm', recorded. */
export async function declineStatementOfFact(policyId: string): Promise<void> {
  const answer = await apiRequest<unknown>(`${RENEWAL_PATH}/statement_of_fact/decline`, {
    method: 'POST',
    body: { policy_id: policyId },
  });
  if (isApiError(answer)) throw new ApiRequestError(answer);
}

/**
 * POST /home/applied_home_documents/renewal/summary (home.md 7 'Renewal documents'): the renewal
 * offer's documents (RENEWAL_OFFER), or the alternative's (RENEWAL_TRANSFER) with its statement
 * of fact. A failure reads as no documents, as the documents summary does.
 */
export async function getRenewalDocuments(
  request: RenewalDocumentsRequest,
): Promise<DocumentGroup[]> {
  const answer = await apiRequest<unknown>('/home/applied_home_documents/renewal/summary', {
    method: 'POST',
    body: request,
  });
  if (isApiError(answer)) return [];
  const groups = renewalDocumentsResponseSchema.safeParse(answer);
  return groups.success ? groups.data.filter((group) => group.documents.length > 0) : [];
}

export function useRenewalDocuments(request: RenewalDocumentsRequest | null) {
  const { status, user } = useSession();
  const userId = status === 'signed-in' && user ? user.user_id : null;
  return useQuery({
    queryKey: ['renewals', 'documents', userId, request] as const,
    queryFn: () => getRenewalDocuments(request!),
    enabled: userId !== null && request !== null,
    staleTime: 60_000,
  });
}
