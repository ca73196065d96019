import { API_ERROR_MESSAGES, type BindResponse } from '@wallet/domain';
import { apiRequest, ApiRequestError, isApiError } from '../src/lib/api-client';
import { readBindAnswer } from '../src/lib/checkout/read-bind-answer';
import {
  gadgetQuoteAnswerSchema,
  type GadgetBindRequest,
  type GadgetQuoteAnswer,
  type GadgetQuoteRequest,
} from '@wallet/domain/test-product';

/** POST /gadget/quotes: the insurer's price for the gadget, for visitors and customers alike. */
export async function createGadgetQuote(request: GadgetQuoteRequest): Promise<GadgetQuoteAnswer> {
  const answer = await apiRequest<unknown>('/gadget/quotes', { method: 'POST', body: request });
  if (isApiError(answer)) throw new ApiRequestError(answer);
  const parsed = gadgetQuoteAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    throw new ApiRequestError({
      error: true,
      status: null,
      message: API_ERROR_MESSAGES.invalidResponse,
    });
  }
  return parsed.data;
}

/**
 * POST /gadget/bind: takes the card payment and makes the policy, answering when it is done.
 * Repeating it for the same quote answers the first result.
 */
export async function bindGadgetPolicy(request: GadgetBindRequest): Promise<BindResponse> {
  return readBindAnswer(
    await apiRequest<unknown>('/gadget/bind', { method: 'POST', body: request }),
  );
}
