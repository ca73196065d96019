import type { HomeQuoteRequest } from '@wallet/domain';
import { exampleHomeQuotePayload } from '@wallet/domain/examples';

/** A calendar date `days` after today, as the API takes it. */
export function isoDateInDays(days: number, from = new Date()): string {
  const date = new Date(from);
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * An owner-occupied semi-detached house in Cork with nothing unusual: both insurers quote it.
 * Tests change one answer at a time to reach a decline, a referral or another price.
 */
export function homeQuoteRequest(
  change: (request: HomeQuoteRequest) => void = () => {},
): HomeQuoteRequest {
  const request: HomeQuoteRequest = {
    terms_accepted: true,
    home_quote: exampleHomeQuotePayload(isoDateInDays(7)),
  };
  change(request);
  return request;
}
