import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSandboxBankTransfers } from './sandbox-bank-transfers.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});
afterAll(() => testApp?.close());

const bank = () => createSandboxBankTransfers(testApp.app.database.db);
const transfer = (change: Record<string, unknown> = {}) => ({
  iban: 'IE29 AIBK 9311 5212 3456 78',
  bic: 'AIBKIE2D',
  accountHolder: 'Sean Kelly',
  amountCents: 80_00,
  remittance: 'Claim CL-ABCDEFGH',
  transferKey: 'claim-payout:one',
  ...change,
});

describe('the bank sandbox', () => {
  it('books a credit transfer once per key, answering the first reference', async () => {
    const first = await bank().send(transfer());
    expect(first.reference).toMatch(/^E2E[0-9A-F]{24}$/);
    expect(await bank().send(transfer())).toEqual(first);
    const booked = await testApp.app.database.db.query.sandboxBankTransfers.findMany();
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ iban: 'IE29AIBK93115212345678', amountCents: 80_00 });
    await expect(bank().send(transfer({ amountCents: 81_00 }))).rejects.toThrow(/another transfer/);
  });

  it('refuses an account that is not an IBAN and an amount that is not one', async () => {
    await expect(bank().send(transfer({ iban: '12345', transferKey: 'b' }))).rejects.toThrow(
      /not an IBAN/,
    );
    await expect(bank().send(transfer({ amountCents: 0, transferKey: 'c' }))).rejects.toThrow(
      RangeError,
    );
  });
});
