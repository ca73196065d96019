import { renewalAnswersPayloadSchema, type RenewalAnswersPayload } from '@wallet/domain';
import { z } from 'zod';

/**
 * What a home renewal's summary hands the checkout in the quote-payment record's details, beside
 * home's (home.md 2 'Renewal screens'): the renewal questions as answered, which the renewal's
 * bind carries. The renewal screens write it and the checkout's renewal entry reads it.
 */
const renewalPaymentDetailsSchema = z.object({ renewalAnswers: renewalAnswersPayloadSchema });

export function withRenewalAnswers(
  details: Record<string, unknown>,
  renewalAnswers: RenewalAnswersPayload,
): Record<string, unknown> {
  return { ...details, renewalAnswers };
}

/** The renewal answers a quote-payment record's details carry, or null when they carry none. */
export function renewalAnswersOfDetails(details: unknown): RenewalAnswersPayload | null {
  const parsed = renewalPaymentDetailsSchema.safeParse(details);
  return parsed.success ? parsed.data.renewalAnswers : null;
}
