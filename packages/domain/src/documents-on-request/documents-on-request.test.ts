import { describe, expect, it } from 'vitest';
import { productFacts } from '../products/product-lookups.js';
import {
  DOCUMENT_ON_REQUEST_MESSAGES as M,
  documentOnRequestRefusal,
  documentOnRequestRequestSchema,
  documentsOnRequestFor,
  isInForce,
} from './documents-on-request.js';

const CAR_PRODUCT_FACTS = productFacts('car');
const HOME_PRODUCT_FACTS = productFacts('home');
const TRAVEL_PRODUCT_FACTS = productFacts('travel');
const TODAY = '2026-12-01';
const running = { status: 'active', startDate: '2026-06-01', endDate: '2027-05-31' };

describe('isInForce', () => {
  it('holds from before the start to the last day of cover, and not the day after', () => {
    expect(isInForce({ ...running, startDate: '2026-12-10' }, TODAY)).toBe(true);
    expect(isInForce({ ...running, endDate: TODAY }, TODAY)).toBe(true);
    expect(isInForce({ ...running, endDate: '2026-11-30' }, TODAY)).toBe(false);
  });

  it('counts a policy without a status as active, and no other status as in force', () => {
    expect(isInForce({ startDate: running.startDate, endDate: running.endDate }, TODAY)).toBe(true);
    for (const status of ['cancelled', 'lapsed', 'renewed']) {
      expect(isInForce({ ...running, status }, TODAY)).toBe(false);
    }
  });
});

describe('documentOnRequestRefusal', () => {
  it('gives a car policy in force all three documents', () => {
    expect(documentsOnRequestFor(CAR_PRODUCT_FACTS, running, TODAY)).toEqual([
      'replacement_disc',
      'no_claims_statement',
      'proof_of_cover',
    ]);
  });

  it('gives home and travel policies the proof-of-cover letter only, and says why not the rest', () => {
    for (const facts of [HOME_PRODUCT_FACTS, TRAVEL_PRODUCT_FACTS]) {
      expect(documentsOnRequestFor(facts, running, TODAY)).toEqual(['proof_of_cover']);
    }
    expect(documentOnRequestRefusal('replacement_disc', HOME_PRODUCT_FACTS, running, TODAY)).toBe(
      'You can only get a replacement insurance disc for a car policy, not a home policy.',
    );
    expect(
      documentOnRequestRefusal('no_claims_statement', TRAVEL_PRODUCT_FACTS, running, TODAY),
    ).toBe('You can only get a no-claims bonus statement for a car policy, not a travel policy.');
  });

  it('refuses a disc and a proof of cover once the cover has ended, on the day after its last', () => {
    const endedYesterday = { ...running, endDate: '2026-11-30' };
    const endsToday = { ...running, endDate: TODAY };
    expect(documentsOnRequestFor(CAR_PRODUCT_FACTS, endsToday, TODAY)).toHaveLength(3);
    expect(
      documentOnRequestRefusal('replacement_disc', CAR_PRODUCT_FACTS, endedYesterday, TODAY),
    ).toBe(M.discNotInForce('2026-11-30'));
    expect(
      documentOnRequestRefusal('proof_of_cover', CAR_PRODUCT_FACTS, endedYesterday, TODAY),
    ).toBe(M.proofNotInForce('2026-11-30'));
    expect(M.discNotInForce('2026-11-30')).toContain('its cover ended on 30/11/2026');
  });

  it('refuses a cancelled car policy its disc but gives it its no-claims statement', () => {
    const cancelled = { ...running, status: 'cancelled', endDate: '2026-12-15' };
    expect(documentsOnRequestFor(CAR_PRODUCT_FACTS, cancelled, TODAY)).toEqual([
      'no_claims_statement',
    ]);
  });
});

describe('documentOnRequestRequestSchema', () => {
  it('takes a known kind and an optional request id, and nothing else', () => {
    expect(documentOnRequestRequestSchema.safeParse({ kind: 'proof_of_cover' }).success).toBe(true);
    expect(
      documentOnRequestRequestSchema.safeParse({
        kind: 'replacement_disc',
        request_id: '3b241101-e2bb-4255-8caf-4136c566a962',
      }).success,
    ).toBe(true);
    expect(documentOnRequestRequestSchema.safeParse({ kind: 'disc' }).success).toBe(false);
    expect(documentOnRequestRequestSchema.safeParse({}).success).toBe(false);
    expect(
      documentOnRequestRequestSchema.safeParse({ kind: 'proof_of_cover', request_id: 'x' }).success,
    ).toBe(false);
    expect(
      documentOnRequestRequestSchema.safeParse({ kind: 'proof_of_cover', extra: 1 }).success,
    ).toBe(false);
  });
});
