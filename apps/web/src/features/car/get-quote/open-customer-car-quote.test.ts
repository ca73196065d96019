import { DEFAULT_PROFILE } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { readCarJourney, updateCarJourney } from '../journey/car-journey';
import { openCustomerCarQuote } from './open-customer-car-quote';

describe("an agent opening a customer's car quote", () => {
  it("starts the car journey afresh with About you from the customer's profile", () => {
    updateCarJourney({ quoteReference: 'CQ-OLD', submitted: true });
    openCustomerCarQuote({
      ...DEFAULT_PROFILE,
      first_name: 'Síle',
      last_name: "O'Brien",
      email: 'sile@example.ie',
      phone: '0871234567',
      user_id: 'user-9',
      default_response: false,
    });
    const journey = readCarJourney();
    expect(journey.forms?.aboutYou).toMatchObject({ firstName: 'Síle', lastName: "O'Brien" });
    expect(journey.prefilledFrom).toBe('profile');
    expect(journey.cardsOpened.aboutYou).toBe(true);
    expect(journey.quoteReference).toBeUndefined();
    expect(journey.submitted).toBeUndefined();
  });
});
