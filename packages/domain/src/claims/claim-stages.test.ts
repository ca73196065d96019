import { describe, expect, it } from 'vitest';
import {
  CLAIM_STAGES,
  CLAIM_STAGE_LABELS,
  canMoveClaim,
  isClaimInProgress,
  stageAfterCustomerMessage,
} from './claim-stages.js';

describe("a claim's stages", () => {
  it('are labelled as the timeline shows them', () => {
    expect(CLAIM_STAGES.map((stage) => CLAIM_STAGE_LABELS[stage])).toEqual([
      'Received',
      'Being assessed',
      'Awaiting information',
      'Approved',
      'Settled',
      'Declined',
    ]);
  });

  it('go back and forth between assessing and asking for information', () => {
    expect(canMoveClaim('being_assessed', 'awaiting_information')).toBe(true);
    expect(canMoveClaim('awaiting_information', 'being_assessed')).toBe(true);
  });

  it('pay only what was approved, and decline only what is open', () => {
    expect(canMoveClaim('approved', 'settled')).toBe(true);
    expect(canMoveClaim('being_assessed', 'settled')).toBe(false);
    expect(canMoveClaim('received', 'declined')).toBe(true);
    expect(canMoveClaim('approved', 'declined')).toBe(false);
  });

  it('end at settled or declined, which nothing leaves', () => {
    for (const to of CLAIM_STAGES) {
      expect(canMoveClaim('settled', to)).toBe(false);
      expect(canMoveClaim('declined', to)).toBe(false);
    }
    expect(CLAIM_STAGES.filter(isClaimInProgress)).toEqual([
      'received',
      'being_assessed',
      'awaiting_information',
      'approved',
    ]);
  });

  it('go back to being assessed when the customer answers what was asked, and only then', () => {
    expect(stageAfterCustomerMessage('awaiting_information')).toBe('being_assessed');
    for (const stage of CLAIM_STAGES.filter((each) => each !== 'awaiting_information')) {
      expect(stageAfterCustomerMessage(stage)).toBe(stage);
    }
    expect(
      canMoveClaim('awaiting_information', stageAfterCustomerMessage('awaiting_information')),
    ).toBe(true);
  });
});
