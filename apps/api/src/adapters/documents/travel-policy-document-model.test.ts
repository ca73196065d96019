import type { TravelQuoteRequest } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import type { DocumentBlock } from './policy-documents-port.js';
import { travelFixtureDocuments } from './travel-policy-document-fixtures.js';

/** A document's 'Optional extras' table of the fixture's quote, changed as given. */
function scheduleTable(
  document: string,
  title: string,
  change?: (request: TravelQuoteRequest) => void,
) {
  const documents = travelFixtureDocuments(change);
  const found = documents.documents.find((candidate) => candidate.name === document)!;
  const extras = found.blocks.find(
    (block): block is Extract<DocumentBlock, { kind: 'table' }> =>
      block.kind === 'table' && block.title === title,
  )!;
  return Object.fromEntries(extras.rows.map((row) => [row.label, row.value]));
}

const optionalExtras = (document: string, change?: (request: TravelQuoteRequest) => void) =>
  scheduleTable(document, 'Optional extras', change);

const certificateExtras = (change?: (request: TravelQuoteRequest) => void) =>
  optionalExtras('travel-certificate', change);

describe('the travel certificate’s optional extras', () => {
  it('lists each extra Your cover offered, chosen or not, and never private medical insurance', () => {
    // Europe, a policyholder of 41: car hire was offered, and chosen; business was not chosen.
    // Health cover abroad was answered yes (private medical in the quote's extras, a discount).
    expect(certificateExtras()).toEqual({
      'Winter sports': 'Included',
      'Car hire excess': 'Included',
      Business: 'Not included',
    });
  });

  it('leaves out car hire excess when it was not offered: outside Europe', () => {
    expect(
      certificateExtras((request) => {
        const cover = request.travel_quote.cover_details;
        cover.destination_zone_id = 2;
        cover.destination_country = 'Australia';
        cover.addons_selected = [1, 2];
      }),
    ).toEqual({ 'Winter sports': 'Included', Business: 'Not included' });
  });

  it('leaves out car hire excess when it was not offered: a policyholder over 75 on the day of the quote', () => {
    expect(
      certificateExtras((request) => {
        request.travel_quote.policy_holder_details.date_of_birth = '1950-01-10';
        request.travel_quote.cover_details.addons_selected = [4];
        request.travel_quote.additional_questions = [];
      }),
    ).toEqual({ 'Winter sports': 'Not included', Business: 'Included' });
  });

  it('lists car hire excess as not included when it was offered and not chosen', () => {
    expect(
      certificateExtras((request) => {
        request.travel_quote.cover_details.addons_selected = [];
        request.travel_quote.additional_questions = [];
      }),
    ).toEqual({
      'Winter sports': 'Not included',
      'Car hire excess': 'Not included',
      Business: 'Not included',
    });
  });
});

describe('the policy’s Schedule of Benefits', () => {
  it('lists the benefits of the extras the quote was offered, those not chosen marked so', () => {
    const extras = optionalExtras('benefits-schedule', (request) => {
      request.travel_quote.cover_details.addons_selected = [4];
      request.travel_quote.additional_questions = [];
    });
    expect(Object.keys(extras)).toEqual(['Winter sports', 'Car hire excess', 'Business']);
    expect(extras['Winter sports']).toMatch(/\(not chosen on this policy\)$/);
    expect(extras['Car hire excess']).toMatch(/\(not chosen on this policy\)$/);
    expect(extras.Business).not.toMatch(/not chosen/);
  });

  it('prints the excess each claim carries, and none on a delay', () => {
    expect(scheduleTable('benefits-schedule', 'Limits of cover').Excess).toBe(
      '€75.00 on each claim, whoever of those insured it is for, except a delay claim, which carries none',
    );
  });

  it('leaves out car hire excess when it was not offered', () => {
    const extras = optionalExtras('benefits-schedule', (request) => {
      const cover = request.travel_quote.cover_details;
      cover.destination_zone_id = 2;
      cover.destination_country = 'Australia';
      cover.addons_selected = [1, 2];
    });
    expect(Object.keys(extras)).toEqual(['Winter sports', 'Business']);
  });
});
