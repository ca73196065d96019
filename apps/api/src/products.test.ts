import { describe, expect, it } from 'vitest';
import { createProductRegistry } from './products.js';
import { homeQuoteRequest } from './test/home-quote-fixtures.js';
import { travelQuoteRequest } from './test/travel-quote-fixtures.js';

const { policyCoverOf } = createProductRegistry();

const homeWith = (buildings: number | null, contents: number | null) =>
  homeQuoteRequest((request) => {
    request.home_quote.cover_details.buildings_amount = buildings;
    request.home_quote.cover_details.contents_amount = contents;
  });

describe('what a policy covers, read by its product', () => {
  it("says what a home policy covers from its quote's sums insured", () => {
    expect(policyCoverOf('HOME', homeWith(250_000, 40_000))).toBe('Buildings and contents');
    expect(policyCoverOf('HOME', homeWith(250_000, null))).toBe('Buildings only');
    expect(policyCoverOf('HOME', homeWith(null, 30_000))).toBe('Contents only');
  });

  it("gives a travel policy its quote's trip type", () => {
    expect(policyCoverOf('TRAVEL', travelQuoteRequest())).toBe('Single Trip');
    const multiTrip = travelQuoteRequest((request) => {
      request.travel_quote.cover_details.trip_type = 2;
    });
    expect(policyCoverOf('TRAVEL', multiTrip)).toBe('Annual Multi-Trip');
  });

  it("gives no cover without a quote, for another product's quote, or for a car policy", () => {
    expect(policyCoverOf('HOME', null)).toBeNull();
    expect(policyCoverOf('HOME', travelQuoteRequest())).toBeNull();
    expect(
      policyCoverOf('TRAVEL', { travel_quote: { cover_details: { trip_type: 9 } } }),
    ).toBeNull();
    expect(policyCoverOf('MOTOR', homeWith(250_000, 40_000))).toBeNull();
  });
});
