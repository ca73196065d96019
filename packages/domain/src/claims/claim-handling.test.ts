import { describe, expect, it } from 'vitest';
import {
  CLAIM_APPROVAL_MAX_CENTS,
  CLAIM_HANDLING_MESSAGES as M,
  claimHandlerActionProblems,
  claimHandlerActionSchema,
  claimHandlerActionsAt,
  typedAmountCents,
  type ClaimHandlerActionRequest,
} from './claim-handling.js';
import { payoutAccountLabel, payoutRouteOf } from './claim-payouts.js';
import { CLAIM_STAGES } from './claim-stages.js';

const action_id = '6f1c2f8e-6a3b-4c59-9a53-3d3c2b1f0a11';
const act = (request: Record<string, unknown>) =>
  claimHandlerActionSchema.parse({ action_id, ...request }) as ClaimHandlerActionRequest;

describe("a claims handler's actions", () => {
  it('are those the stage allows, in the order the page offers them', () => {
    expect(
      Object.fromEntries(CLAIM_STAGES.map((stage) => [stage, claimHandlerActionsAt(stage)])),
    ).toEqual({
      received: ['assess', 'ask', 'approve', 'decline'],
      being_assessed: ['ask', 'approve', 'decline'],
      awaiting_information: ['assess', 'approve', 'decline'],
      approved: ['settle', 'settle_outside'],
      settled: [],
      declined: [],
    });
  });

  it('refuse a move the stage does not allow, naming the stage', () => {
    expect(claimHandlerActionProblems(act({ action: 'assess' }), 'being_assessed')).toEqual({
      action: M.moveNotAllowed('being_assessed'),
    });
    expect(M.moveNotAllowed('being_assessed')).toBe(
      'A claim that is being assessed cannot be moved this way',
    );
    expect(
      claimHandlerActionProblems(act({ action: 'ask', question: 'Why?' }), 'approved'),
    ).toEqual({ action: M.moveNotAllowed('approved') });
    expect(
      claimHandlerActionProblems(act({ action: 'decline', reasons: 'Late.' }), 'settled'),
    ).toEqual({ action: M.moveNotAllowed('settled') });
  });

  it('ask a written question and give written reasons, up to 2,000 characters', () => {
    const ask = (question: string) =>
      claimHandlerActionProblems(act({ action: 'ask', question }), 'received');
    expect(ask('   ')).toEqual({ question: M.questionRequired });
    expect(ask('x'.repeat(2_000))).toEqual({});
    expect(ask('x'.repeat(2_001))).toEqual({ question: M.textTooLong });
    const decline = (reasons: string) =>
      claimHandlerActionProblems(act({ action: 'decline', reasons }), 'received');
    expect(decline('')).toEqual({ reasons: M.reasonsRequired });
    expect(decline(`  ${'y'.repeat(2_000)}  `)).toEqual({});
    expect(decline('y'.repeat(2_001))).toEqual({ reasons: M.textTooLong });
  });

  it('approve between 1 cent and the most a claim can be for', () => {
    const approve = (amount_cents: number) =>
      claimHandlerActionProblems(act({ action: 'approve', amount_cents }), 'being_assessed');
    expect(approve(0)).toEqual({ amount_cents: M.amountRequired });
    expect(approve(1)).toEqual({});
    expect(approve(CLAIM_APPROVAL_MAX_CENTS)).toEqual({});
    expect(approve(CLAIM_APPROVAL_MAX_CENTS + 1)).toEqual({ amount_cents: M.amountTooHigh });
    expect(M.amountTooHigh).toBe('The amount to pay must be €20,000,000.00 or less');
  });

  it('settle only an approved claim, with a note of up to 2,000 characters', () => {
    const settle = (stage: (typeof CLAIM_STAGES)[number], note?: string) =>
      claimHandlerActionProblems(act({ action: 'settle', ...(note ? { note } : {}) }), stage);
    expect(settle('approved')).toEqual({});
    expect(settle('approved', 'x'.repeat(2_000))).toEqual({});
    expect(settle('approved', 'x'.repeat(2_001))).toEqual({ note: M.textTooLong });
    for (const stage of CLAIM_STAGES.filter((stage) => stage !== 'approved')) {
      expect(settle(stage), stage).toEqual({ action: M.moveNotAllowed(stage) });
    }
  });

  it('record a claim paid outside the wallet only with how, in up to 200 characters', () => {
    const outside = (paidHow: string, stage: (typeof CLAIM_STAGES)[number] = 'approved') =>
      claimHandlerActionProblems(act({ action: 'settle_outside', paid_how: paidHow }), stage);
    expect(outside('by cheque no. 004512')).toEqual({});
    expect(outside(` ${'x'.repeat(200)} `)).toEqual({});
    expect(outside('x'.repeat(201))).toEqual({ paid_how: M.paidHowTooLong });
    expect(outside('   ')).toEqual({ paid_how: M.paidHowRequired });
    expect(outside('by cheque', 'being_assessed')).toEqual({
      action: M.moveNotAllowed('being_assessed'),
    });
  });

  it('take only what each action says, with an id of the handler’s own', () => {
    for (const bad of [
      { action: 'assess' },
      { action: 'assess', action_id: 'one' },
      { action: 'settle', action_id, amount_cents: 100 },
      { action: 'pay', action_id },
      { action: 'approve', action_id, amount_cents: 12.5 },
      { action: 'approve', action_id, amount_cents: -1 },
      { action: 'decline', action_id, reasons: 'No.', amount_cents: 100 },
      { action: 'ask', action_id },
    ]) {
      expect(claimHandlerActionSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('an amount typed in euro and cent', () => {
  it('is whole cents, with or without thousands, cent or the euro sign', () => {
    expect(typedAmountCents('1,550.00')).toBe(155_000);
    expect(typedAmountCents(' 1550 ')).toBe(155_000);
    expect(typedAmountCents('€80.5')).toBe(8_050);
    expect(typedAmountCents('0.01')).toBe(1);
    expect(typedAmountCents('1,234,567.89')).toBe(123_456_789);
  });

  it('is nothing when it is not an amount', () => {
    for (const typed of ['', 'lots', '12.345', '1,55.00', '-5', '1.5.0', '1 550']) {
      expect(typedAmountCents(typed), typed).toBeNull();
    }
  });
});

describe('where a payout goes', () => {
  it('names the card by brand and last four digits, a bank account by its IBAN’s last four', () => {
    expect(payoutAccountLabel({ method: 'card', cardBrand: 'Visa', last4: '4242' })).toBe(
      'Visa card ending 4242',
    );
    expect(
      payoutAccountLabel({ method: 'direct_debit', iban: 'IE29 AIBK 9311 5212 3456 78' }),
    ).toBe('bank account ending 5678');
    expect(payoutRouteOf({ method: 'card', cardBrand: 'Visa', last4: '4242' })).toBe('card');
    expect(payoutRouteOf({ method: 'direct_debit', iban: 'IE29AIBK93115212345678' })).toBe(
      'bank_transfer',
    );
  });
});
