import { describe, expect, it } from 'vitest';
import { productFacts } from '../products/product-lookups.js';
import { claimRequestProblems } from './claim-request.js';
import { claimRequestSchema, type ClaimRequest } from './claim-schemas.js';

const HOME_CLAIM_FACTS = productFacts('home').claimForm!;
const CAR_CLAIM_FACTS = productFacts('car').claimForm!;
const TRAVEL_CLAIM_FACTS = productFacts('travel').claimForm!;

const policy = { startDate: '2026-03-01', endDate: '2027-02-28', claimsPhoneNumber: '01 488 4063' };
const today = '2026-11-30';

const homeClaim: ClaimRequest = {
  submission_id: '6f1c2f8e-6a3b-4c59-9a53-3d3c2b1f0a11',
  policy_id: 'POL-H-7F3A21',
  kind: 'escape_of_water',
  incident_date: '2026-11-28',
  description: 'A pipe under the kitchen sink burst overnight.',
  anyone_hurt: false,
  items: [{ description: 'Kitchen floor', estimate_cents: 1_800_00 }],
};

describe('a claim as sent', () => {
  it('may be made when every answer keeps its rules', () => {
    expect(claimRequestSchema.parse(homeClaim)).toEqual(homeClaim);
    expect(claimRequestProblems(homeClaim, HOME_CLAIM_FACTS, policy, today)).toEqual({});
  });

  it("is refused field by field, with the form's messages", () => {
    const problems = claimRequestProblems(
      {
        ...homeClaim,
        kind: 'collision',
        incident_date: '2026-12-01',
        description: ' ',
        items: [{ description: '', estimate_cents: 100 }],
      },
      HOME_CLAIM_FACTS,
      policy,
      today,
    );
    expect(problems).toEqual({
      kind: 'Choose what happened from the list',
      incident_date: 'The date it happened cannot be in the future',
      description: 'Tell us what happened',
      'items.0.description': 'Enter what was damaged or lost',
    });
  });

  it('needs at least one thing damaged or lost, and a policy still claimed on', () => {
    const problems = claimRequestProblems(
      { ...homeClaim, items: [] },
      HOME_CLAIM_FACTS,
      policy,
      '2028-03-01',
    );
    expect(problems.items).toBe('Add at least one thing that was damaged or lost');
    expect(problems.policy_id).toMatch(/^This policy ended more than a year ago/);
  });

  it("answers only its product's questions: home asks no place, trip or other party", () => {
    const problems = claimRequestProblems(
      {
        ...homeClaim,
        place: 'Kitchen',
        trip: { destination: 'Lisbon', departure_date: '2026-07-01' },
        other_party: { name: 'A Driver' },
        garda_report_number: '123',
      },
      HOME_CLAIM_FACTS,
      policy,
      today,
    );
    expect(problems).toEqual({
      place: 'This is not asked for this cover',
      trip: 'This is not asked for this cover',
      other_party: 'This is not asked for this cover',
      garda_report_number: 'This is not asked for this cover',
    });
  });

  it('asks a car claim where, and takes the other party and a Garda report number', () => {
    const carClaim: ClaimRequest = {
      ...homeClaim,
      kind: 'collision',
      place: 'Main Street, Bray',
      other_party: { name: 'Seán Murphy', registration: '191-D-12345', insurer: 'Other Insurer' },
      garda_report_number: '40512345',
    };
    expect(claimRequestProblems(carClaim, CAR_CLAIM_FACTS, policy, today)).toEqual({});
    expect(
      claimRequestProblems(
        { ...carClaim, place: undefined, other_party: { name: 'x'.repeat(201) } },
        CAR_CLAIM_FACTS,
        policy,
        today,
      ),
    ).toEqual({
      place: 'Enter where it happened',
      'other_party.name': 'This must be 200 characters or fewer',
    });
  });

  it('takes a travel claim within 30 days of what happened, and no later', () => {
    const travelClaim: ClaimRequest = {
      ...homeClaim,
      kind: 'baggage',
      place: 'Lisbon airport',
      incident_date: '2026-10-31',
      trip: { destination: 'Portugal', departure_date: '2026-10-25' },
    };
    expect(claimRequestProblems(travelClaim, TRAVEL_CLAIM_FACTS, policy, today)).toEqual({});
    expect(
      claimRequestProblems(
        { ...travelClaim, incident_date: '2026-10-30' },
        TRAVEL_CLAIM_FACTS,
        policy,
        today,
      ).incident_date,
    ).toMatch(/^Claims on this cover must be made within 30 days of what happened/);
    // Home has no such limit.
    expect(
      claimRequestProblems(
        { ...homeClaim, incident_date: '2026-03-02' },
        HOME_CLAIM_FACTS,
        policy,
        today,
      ),
    ).toEqual({});
  });

  it('asks a travel claim for its trip', () => {
    const travelClaim: ClaimRequest = {
      ...homeClaim,
      kind: 'medical',
      place: 'Lisbon',
      anyone_hurt: true,
      trip: { destination: 'Portugal', departure_date: '2026-11-20', return_date: '2026-11-27' },
    };
    expect(claimRequestProblems(travelClaim, TRAVEL_CLAIM_FACTS, policy, today)).toEqual({});
    expect(
      claimRequestProblems({ ...travelClaim, trip: undefined }, TRAVEL_CLAIM_FACTS, policy, today),
    ).toEqual({ trip: 'Enter where you travelled to' });
    expect(
      claimRequestProblems(
        {
          ...travelClaim,
          trip: { destination: '', departure_date: '2026-11-20', return_date: '2026-11-19' },
        },
        TRAVEL_CLAIM_FACTS,
        policy,
        today,
      ),
    ).toEqual({
      'trip.destination': 'Enter where you travelled to',
      'trip.return_date': 'The day you came back must be on or after the day you left',
    });
  });

  it('has a shape the API refuses before the rules: whole euro, a submission id, nothing more', () => {
    const refused = (change: Record<string, unknown>) =>
      claimRequestSchema.safeParse({ ...homeClaim, ...change }).success;
    expect(refused({ items: [{ description: 'Rug', estimate_cents: 12_50 }] })).toBe(false);
    expect(refused({ items: [{ description: 'Rug', estimate_cents: 0 }] })).toBe(false);
    expect(refused({ items: [{ description: 'Rug', estimate_cents: 1_000_001_00 }] })).toBe(false);
    expect(refused({ items: [{ description: 'Rug', estimate_cents: 1_000_000_00 }] })).toBe(true);
    expect(refused({ submission_id: 'again' })).toBe(false);
    expect(refused({ admin: true })).toBe(false);
  });
});
