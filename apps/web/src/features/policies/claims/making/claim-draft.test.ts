import { CLAIM_MESSAGES, productFacts } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CLAIM_DRAFT,
  checkedClaim,
  claimFieldId,
  claimProblemsOf,
  newClaimDraftItem,
  withoutClaimItem,
  type ClaimDraft,
} from './claim-draft';

const policy = { policy_id: 'POL-H-1', start_date: '2026-03-01', end_date: '2027-02-28' };
const today = '2026-11-30';
const submission = '6f1c2f8e-6a3b-4c59-9a53-3d3c2b1f0a11';

const homeDraft: ClaimDraft = {
  ...EMPTY_CLAIM_DRAFT,
  anyoneHurt: false,
  kind: 'storm',
  dateText: '28/11/2026',
  description: 'Slates came off the roof.',
  items: [{ key: 'roof', description: 'Roof', estimate: '1,250' }],
};

const check = (draft: ClaimDraft, type: 'home' | 'car' | 'travel' = 'home') =>
  checkedClaim(draft, productFacts(type).claimForm!, policy, '01 488 4063', submission, today);

describe('the claim form, checked as the API checks it', () => {
  it('sends a whole draft as the request: the date as a day, each cost in cents', () => {
    expect(check(homeDraft)).toEqual({
      problems: {},
      request: {
        submission_id: submission,
        policy_id: 'POL-H-1',
        kind: 'storm',
        incident_date: '2026-11-28',
        description: 'Slates came off the roof.',
        anyone_hurt: false,
        items: [{ description: 'Roof', estimate_cents: 125_000 }],
      },
    });
  });

  it("gives each field the rules' message, by the field's id, and sends nothing", () => {
    const { problems, request } = check({
      ...EMPTY_CLAIM_DRAFT,
      dateText: '31/02/2026',
      items: [{ key: 'blank', description: '', estimate: '12.50' }],
    });
    expect(request).toBeNull();
    expect(problems).toMatchObject({
      [claimFieldId('anyone_hurt')]: CLAIM_MESSAGES.anyoneHurtRequired,
      [claimFieldId('kind')]: CLAIM_MESSAGES.kindRequired,
      [claimFieldId('incident_date')]: CLAIM_MESSAGES.incidentDateInvalid,
      [claimFieldId('description')]: CLAIM_MESSAGES.descriptionRequired,
      [claimFieldId('items.0.description')]: CLAIM_MESSAGES.itemDescriptionRequired,
      [claimFieldId('items.0.estimate')]: CLAIM_MESSAGES.itemEstimateInvalid,
    });
  });

  it("asks car for where, and sends the other party's details given", () => {
    const car = { ...homeDraft, kind: 'collision' };
    expect(check(car, 'car').problems).toEqual({
      [claimFieldId('place')]: CLAIM_MESSAGES.placeRequired,
    });
    const { request } = check(
      {
        ...car,
        place: 'Main Street, Bray',
        otherParty: { name: 'Seán Murphy', registration: '', insurer: '' },
        gardaReportNumber: ' 40512345 ',
      },
      'car',
    );
    expect(request).toMatchObject({
      place: 'Main Street, Bray',
      other_party: { name: 'Seán Murphy' },
      garda_report_number: '40512345',
    });
  });

  it('asks travel for the trip, its days as typed checked', () => {
    const travel = { ...homeDraft, kind: 'medical', place: 'Lisbon' };
    expect(check(travel, 'travel').problems).toEqual({
      [claimFieldId('trip.destination')]: CLAIM_MESSAGES.tripDestinationRequired,
      [claimFieldId('trip.departure_date')]: CLAIM_MESSAGES.tripDepartureRequired,
    });
    const { request } = check(
      {
        ...travel,
        trip: { destination: 'Portugal', departureText: '20/11/2026', returnText: '27/11/2026' },
      },
      'travel',
    );
    expect(request?.trip).toEqual({
      destination: 'Portugal',
      departure_date: '2026-11-20',
      return_date: '2026-11-27',
    });
  });
});

describe("the API's problems, placed at the form's fields", () => {
  it('puts nested paths at their fields, a list or a group at its first, and the rest on the form', () => {
    expect(
      claimProblemsOf(
        {
          'items.1.description': 'A',
          'items.1.estimate_cents': 'B',
          'items.7.description': 'C',
          'other_party.insurer': 'D',
          'trip.return_date': 'E',
          trip: 'F',
          policy_id: 'G',
          submission_id: 'H',
        },
        2,
      ),
    ).toEqual({
      [claimFieldId('items.1.description')]: 'A',
      [claimFieldId('items.1.estimate')]: 'B',
      form: 'C',
      [claimFieldId('other_party.insurer')]: 'D',
      [claimFieldId('trip.return_date')]: 'E',
      [claimFieldId('trip.destination')]: 'F',
    });
    expect(claimProblemsOf({ items: 'I', other_party: 'J' }, 1)).toEqual({
      [claimFieldId('items.0.description')]: 'I',
      [claimFieldId('other_party.name')]: 'J',
    });
  });
});

describe('removing a thing from the list', () => {
  it('drops its problems and moves the later ones up with their items', () => {
    const items = [newClaimDraftItem(), newClaimDraftItem(), newClaimDraftItem()];
    const removed = withoutClaimItem(
      { ...EMPTY_CLAIM_DRAFT, items },
      {
        [claimFieldId('description')]: 'keep',
        [claimFieldId('items.0.estimate')]: 'first',
        [claimFieldId('items.1.description')]: 'second',
        [claimFieldId('items.2.estimate')]: 'third',
      },
      1,
    );
    expect(removed.draft.items.map((item) => item.key)).toEqual([items[0]!.key, items[2]!.key]);
    expect(removed.problems).toEqual({
      [claimFieldId('description')]: 'keep',
      [claimFieldId('items.0.estimate')]: 'first',
      [claimFieldId('items.1.estimate')]: 'third',
    });
  });

  it('gives every new thing a key of its own', () => {
    const keys = new Set(Array.from({ length: 20 }, () => newClaimDraftItem().key));
    expect(keys.size).toBe(20);
    expect(keys.has(EMPTY_CLAIM_DRAFT.items[0]!.key)).toBe(false);
  });
});
