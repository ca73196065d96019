import { useMutation } from '@tanstack/react-query';
import { contactedResponseSchema, type ContactedResponse } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { LIVE_QUOTE_PRODUCTS, type LiveQuoteType } from './get-live-quotes';
import { readAnswer } from './read-answer';

/** PUT /{home|motor}/{home|motor}_quotes/contacted (platform.md 7): ticked once, never unticked. */
export async function markContacted(
  type: LiveQuoteType,
  quoteReference: string,
): Promise<ContactedResponse> {
  const product = LIVE_QUOTE_PRODUCTS[type];
  const answer = await apiRequest<unknown>(`/${product}/${product}_quotes/contacted`, {
    method: 'PUT',
    body: { quote_reference: quoteReference, contacted: true },
  });
  return readAnswer(contactedResponseSchema, answer);
}

export function useMarkContacted(type: LiveQuoteType) {
  return useMutation({
    mutationFn: (quoteReference: string) => markContacted(type, quoteReference),
  });
}
