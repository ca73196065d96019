import { useMutation } from '@tanstack/react-query';
import {
  createAccountResponseSchema,
  type CreateAccountPayload,
  type CreateAccountResponse,
} from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from './read-answer';
import { verifyPortfolioCode } from './verify-portfolio-code';

/** POST /profile/profile/create (platform.md 7): the agent registers a customer. */
export async function createCustomerAccount(
  payload: CreateAccountPayload,
): Promise<CreateAccountResponse> {
  const answer = await apiRequest<unknown>('/profile/profile/create', {
    method: 'POST',
    body: payload,
  });
  return readAnswer(createAccountResponseSchema, answer);
}

/** What Register User came to: the account's answer, or a portfolio code the register lacks. */
export type RegisterUserOutcome =
  { kind: 'answered'; answer: CreateAccountResponse } | { kind: 'unknown-portfolio-code' };

/**
 * platform.md 6: an agent registers a customer only when a valid portfolio code exists, so the
 * code is verified first and the account created only then.
 */
export async function registerUser(payload: CreateAccountPayload): Promise<RegisterUserOutcome> {
  if (!(await verifyPortfolioCode(payload.portfolio_code))) {
    return { kind: 'unknown-portfolio-code' };
  }
  return { kind: 'answered', answer: await createCustomerAccount(payload) };
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
