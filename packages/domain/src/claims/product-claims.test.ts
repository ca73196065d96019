import { describe, expect, it } from 'vitest';
import { PHONE } from '../platform/contact.js';
import { productFacts } from '../products/product-lookups.js';

const kindsOf = (type: 'home' | 'car' | 'travel') =>
  productFacts(type).claimForm?.kinds.map((kind) => kind.label);

describe("each product's claim form", () => {
  it('offers what can happen to its cover, Other last', () => {
    expect(kindsOf('home')).toEqual([
      'Escape of water',
      'Fire',
      'Storm',
      'Theft',
      'Accidental damage',
      'Other',
    ]);
    expect(kindsOf('car')).toEqual(['Collision', 'Theft', 'Fire', 'Glass', 'Vandalism', 'Other']);
    expect(kindsOf('travel')).toEqual(['Medical', 'Cancellation', 'Baggage', 'Delay', 'Other']);
  });

  it('asks where for car and travel; home happens at the insured address', () => {
    expect(productFacts('home').claimForm?.place).toBe('insured_address');
    expect(productFacts('car').claimForm?.place).toBe('asked');
    expect(productFacts('travel').claimForm?.place).toBe('asked');
  });

  it('asks car for the other party, travel for the trip', () => {
    expect(productFacts('car').claimForm?.asksOtherParty).toBe(true);
    expect(productFacts('travel').claimForm?.asksTrip).toBe(true);
    expect(productFacts('home').claimForm?.asksOtherParty).toBe(false);
  });

  it('gives travel the medical assistance line first when someone is hurt', () => {
    expect(productFacts('travel').claimForm?.hurtNumbers[0]?.phoneNumber).toBe(
      PHONE.medicalAssistance,
    );
  });
});
