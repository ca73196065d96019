import { describe, expect, it } from 'vitest';
import {
  DEBIT_STATUS_LABELS,
  debitsAsTheyStand,
  debitsToCollect,
  type Collection,
} from './collection-schedule.js';
import {
  DEBIT_PAYMENT_MESSAGES as M,
  bankAccountChangeRequestSchema,
  bankAccountFormSchema,
  payMissedDebitRequestSchema,
} from './debit-payments.js';

const schedule: Collection[] = [
  { date: '2026-09-08', amount_cents: 38_75 },
  { date: '2026-10-08', amount_cents: 38_75 },
  { date: '2026-11-08', amount_cents: 38_75 },
];

describe('debits as they stand with recorded collections', () => {
  it('keeps the dates rule for debits with no record', () => {
    expect(debitsAsTheyStand(schedule, '2026-10-08', null).map((d) => d.status)).toEqual([
      'collected',
      'collected',
      'due',
    ]);
  });

  it('shows a recorded debit as it was recorded, at the amount asked', () => {
    const debits = debitsAsTheyStand(schedule, '2026-10-08', null, [
      { date: '2026-09-08', amount_cents: 38_75, status: 'paid_by_card' },
      { date: '2026-10-08', amount_cents: 40_00, status: 'missed' },
    ]);
    expect(debits.map((d) => d.status)).toEqual(['paid', 'missed', 'due']);
    expect(debits[1]!.amount_cents).toBe(40_00);
    expect(DEBIT_STATUS_LABELS.missed).toBe('Missed');
    expect(DEBIT_STATUS_LABELS.paid).toBe('Paid by card');
  });

  it('collects the debits dated by the day with no record, up to the day the policy ended', () => {
    expect(debitsToCollect(schedule, '2026-10-07', null, new Set())).toEqual([schedule[0]]);
    expect(debitsToCollect(schedule, '2026-10-08', null, new Set(['2026-09-08']))).toEqual([
      schedule[1],
    ]);
    expect(debitsToCollect(schedule, '2026-12-01', '2026-10-01', new Set())).toEqual([schedule[0]]);
  });
});

describe('the payment forms', () => {
  it('asks for the holder, a valid IBAN and BIC, and the consent', () => {
    const result = bankAccountFormSchema.safeParse({
      accountHolder: '',
      iban: 'IE29 AIBK 9311 5212 3456 79',
      bic: 'AIBKIE2D',
      consent: false,
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(fields).toEqual({
      accountHolder: M.accountHolderRequired,
      iban: 'Must be a valid IBAN',
      consent: M.consentRequired,
    });
  });

  it('normalises the account as the mandate keeps it', () => {
    expect(
      bankAccountFormSchema.parse({
        accountHolder: ' Seán Ó Briain ',
        iban: 'ie29 aibk 9311 5212 3456 78',
        bic: 'aibkie2d',
        consent: true,
      }),
    ).toEqual({ account_holder: 'Seán Ó Briain', iban: 'IE29AIBK93115212345678', bic: 'AIBKIE2D' });
  });

  it('refuses an API body without consent or with a bad IBAN', () => {
    const body = {
      account_holder: 'Sean Kelly',
      iban: 'IE29AIBK93115212345678',
      bic: 'AIBKIE2D',
      consent: true,
      submission_id: '6f1d2a43-8f51-4a57-9d7e-2f6a0b8c1d2e',
    };
    expect(bankAccountChangeRequestSchema.safeParse(body).success).toBe(true);
    expect(bankAccountChangeRequestSchema.safeParse({ ...body, consent: false }).success).toBe(
      false,
    );
    expect(bankAccountChangeRequestSchema.safeParse({ ...body, iban: 'IE00' }).success).toBe(false);
    expect(
      payMissedDebitRequestSchema.safeParse({
        due_date: '2026-10-08',
        card_token: 'tok_x',
        submission_id: 'nope',
      }).success,
    ).toBe(false);
  });
});
