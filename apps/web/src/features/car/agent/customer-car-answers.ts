import {
  carQuoteToForms,
  carTermsOf,
  type CarQuoteForms,
  type Profile,
  type SavedCarQuote,
} from '@wallet/domain';
import { aboutYouFromProfile } from '../../../ui/journey/journey-prefill';
import { getCustomerCarQuote } from '../api/get-customer-car-quote';
import { searchCustomerProfile } from '../api/search-customer-profile';
import type { CarJourneyPatch } from '../journey/car-journey';
import { mergeCarPrefill } from '../get-quote/prefill';

/** What an agent found of a customer: their profile, their latest car quote, or both. */
export type CarCustomer = { profile: Profile | null; quote: SavedCarQuote | null };

/**
 * car-travel-payment.md 6 'An agent may load customer form values through an email lookup': the
 * customer's latest car quote (POST /motor/motor_quotes/latest), or, with none, their profile;
 * null when the e-mail has no customer.
 */
export async function findCarCustomer(email: string): Promise<CarCustomer | null> {
  const quote = await getCustomerCarQuote(email);
  if (quote) return { profile: null, quote };
  const profile = await searchCustomerProfile(email);
  return profile ? { profile, quote: null } : null;
}

/** Whether the customer's quote gave every card: an open quote (a bought one gives About you). */
export const loadsWholeQuote = (customer: CarCustomer): boolean =>
  customer.quote !== null && customer.quote.policy_reference === null;

/**
 * The car journey of the customer an agent loaded, as a customer's own prefill makes it
 * (car-travel-payment.md 4): About you from the profile overlaid with the latest car quote, whose
 * car, cover and drivers fill the other cards. An open quote is asked again under its reference
 * with its terms answers, and every card shows its status; a bought one gives About you only.
 */
export function carJourneyOfCustomer(
  customer: CarCustomer,
  today: Date,
): CarJourneyPatch & { forms: CarQuoteForms } {
  const { profile, quote } = customer;
  const whole = loadsWholeQuote(customer);
  const forms = mergeCarPrefill(
    profile ? { aboutYou: aboutYouFromProfile(profile, 'car') } : null,
    quote ? carQuoteToForms(quote, today) : null,
  );
  return {
    forms,
    prefilledFrom: quote ? 'latest-quote' : 'profile',
    ...(whole && quote ? { quoteReference: quote.quote_reference, terms: carTermsOf(quote) } : {}),
    cardsOpened: { aboutYou: true, yourCar: whole, yourCover: whole },
  };
}
