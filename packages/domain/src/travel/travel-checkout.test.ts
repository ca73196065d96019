import { describe, expect, it } from 'vitest';
import { COOLING_OFF_RIGHT } from '../checkout/cooling-off.js';
import { travelCheckoutDetailsSchema } from './travel-checkout.js';
import {
  TRAVEL_CANCELLATION_TERMS,
  TRAVEL_ELIGIBILITY_REQUIREMENTS,
  travelCheckoutSummary,
} from './travel-checkout-summary.js';
import { DESTINATION_ZONE_LABELS, TRIP_TYPE_LABELS } from './travel-constants.js';

const details = {
  premiumId: 'TQ-1:SingleTrip:1',
  quoteName: 'SingleTrip',
  tripType: 1,
  destinationZone: 1,
  destinationCountry: 'Austria',
  endDate: '2027-01-16',
  coverDays: 8,
  extras: [1, 2, 3],
  insuredPerson: 3,
  numberOfChildren: 2,
  declarationConfirmed: true,
};

describe('travel checkout details', () => {
  it('reads what the quote screen hands over', () => {
    expect(travelCheckoutDetailsSchema.parse(details)).toEqual(details);
  });

  it('refuses details without a confirmed declaration or with an unknown quote name', () => {
    expect(
      travelCheckoutDetailsSchema.safeParse({ ...details, declarationConfirmed: false }).success,
    ).toBe(false);
    expect(
      travelCheckoutDetailsSchema.safeParse({ ...details, quoteName: 'Weekend' }).success,
    ).toBe(false);
    expect(travelCheckoutDetailsSchema.safeParse({ ...details, premiumId: '' }).success).toBe(
      false,
    );
  });
});

describe('the travel summary before Buy', () => {
  const summary = travelCheckoutSummary(travelCheckoutDetailsSchema.parse(details));
  const rowsOf = (title: string) =>
    Object.fromEntries(
      summary.sections
        .find((section) => section.title === title)!
        .rows.map((row) => [row.label, row.value]),
    );

  it('shows the trip: type, zone, country, end date, days and who is insured', () => {
    expect(rowsOf('Your trip')).toEqual({
      'Trip type': TRIP_TYPE_LABELS[1],
      Destination: DESTINATION_ZONE_LABELS[1],
      Country: 'Austria',
      'Cover ends': '16/01/2027',
      'Days of cover': '8',
      'Who is insured': 'You and family (2 children)',
    });
  });

  it('shows no country for annual multi-trip cover, and one child in the singular', () => {
    const multiTrip = travelCheckoutSummary({
      ...travelCheckoutDetailsSchema.parse(details),
      tripType: 2,
      quoteName: 'AnnualMultiTrip',
      insuredPerson: 4,
      numberOfChildren: 1,
    });
    const trip = multiTrip.sections[0]!.rows;
    expect(trip.map((row) => row.label)).not.toContain('Country');
    expect(trip.find((row) => row.label === 'Who is insured')!.value).toBe(
      'You and children (1 child)',
    );
  });

  it('shows the benefits and which chosen extras are included', () => {
    const cover = rowsOf('Your cover');
    expect(cover['Medical expenses']).toBe('Unlimited');
    expect(cover['Cancellation']).toBe('Up to €4,000');
    expect(cover['Winter sports']).toBe('Included');
    expect(cover['Car hire excess']).toBe('Included');
    expect(cover['Business']).toBe('Not included');
    // Private medical cover is an answer of About you, not an extra bought here.
    expect(cover).not.toHaveProperty('Private medical insurance');
  });

  it('lists only the extras Your cover offered: no car hire excess where it was not offered', () => {
    const outsideEurope = travelCheckoutSummary({
      ...travelCheckoutDetailsSchema.parse(details),
      extras: [1],
      offeredExtras: [1, 4],
    });
    const cover = Object.fromEntries(
      outsideEurope.sections[1]!.rows.map((row) => [row.label, row.value]),
    );
    expect(cover['Winter sports']).toBe('Included');
    expect(cover['Business']).toBe('Not included');
    expect(cover).not.toHaveProperty('Car hire excess');
  });

  it('links the documents read before buying and gives the right to cancel and the eligibility', () => {
    expect(summary.documents.map((document) => document.path)).toEqual([
      '/travel/insurer_documents/benefits_schedule',
      '/travel/insurer_documents/product_information',
    ]);
    expect(summary.cancellation).toEqual([COOLING_OFF_RIGHT, TRAVEL_CANCELLATION_TERMS]);
    expect(summary.eligibility).toEqual(TRAVEL_ELIGIBILITY_REQUIREMENTS);
  });
});
