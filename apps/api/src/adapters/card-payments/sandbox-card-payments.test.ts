import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_ACCOUNT_IDS, CARD_CURRENCY, type CardTokeniseRequest } from '@wallet/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSandboxCardGateway } from './sandbox-card-gateway.js';
import { CAPTURE_REFUSALS, createSandboxCardPayments } from './sandbox-card-payments.js';
import { TEST_CARDS } from './test-cards.js';

const NOW = new Date('2030-06-15T12:00:00Z');
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});
afterAll(() => testApp?.close());

const payments = () => createSandboxCardPayments(testApp.app.database.db, () => NOW);
const gateway = () => createSandboxCardGateway(testApp.app.database.db, () => NOW);

const AMOUNT = 12_345;
const ACCOUNT = CARD_ACCOUNT_IDS.MOTOR;

const allTokens = async () =>
  (await testApp.app.database.db.query.cardGatewayPayments.findMany()).map((row) => row.token);

async function tokenFor(cardNumber: string = TEST_CARDS.visaSuccess.number): Promise<string> {
  const request: CardTokeniseRequest = {
    cardNumber,
    expiry: '12/31',
    cvv: '123',
    cardHolderName: 'Sean Kelly',
    amountCents: AMOUNT,
    currency: CARD_CURRENCY,
    accountId: ACCOUNT,
  };
  const tokensBefore = new Set(await allTokens());
  const outcome = await gateway().tokenise(request);
  if (outcome.kind !== 'answer') throw new Error('card refused');
  const { answer } = outcome;
  if (answer.status === 'authorised') return answer.token;
  if (answer.status === 'challenge') return answer.challenge.token;
  // A declined card's answer has no token: it is the one row this call added.
  const [added] = (await allTokens()).filter((token) => !tokensBefore.has(token));
  return added!;
}

const capture = (token: string, overrides: Record<string, unknown> = {}) =>
  payments().capture({
    token,
    amountCents: AMOUNT,
    accountId: ACCOUNT,
    idempotencyKey: `key-${token}`,
    ...overrides,
  });

describe('capture', () => {
  it('takes an authorised payment once, and a retry with its key answers the same', async () => {
    const token = await tokenFor();
    const first = await capture(token);
    expect(first).toEqual({
      ok: true,
      gatewayReference: `ch_${token.slice(4)}`,
      cardBrand: 'Visa',
      last4: '4242',
      amountCents: AMOUNT,
    });
    expect(await capture(token)).toEqual(first);
    expect(await capture(token, { idempotencyKey: 'another-key' })).toEqual({
      ok: false,
      ...CAPTURE_REFUSALS.alreadyCaptured,
    });
  });

  it('is the app decoration too', async () => {
    const token = await tokenFor();
    const result = await testApp.app.cardPayments.capture({
      token,
      amountCents: AMOUNT,
      accountId: ACCOUNT,
      idempotencyKey: 'decorated',
    });
    expect(result.ok).toBe(true);
  });

  it('refuses concurrent captures under different keys but one', async () => {
    const token = await tokenFor();
    const results = await Promise.all(
      ['a', 'b', 'c'].map((key) => capture(token, { idempotencyKey: key })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it.each([
    ['another amount', { amountCents: AMOUNT + 1 }, CAPTURE_REFUSALS.amountMismatch],
    ['another account', { accountId: CARD_ACCOUNT_IDS.HOME }, CAPTURE_REFUSALS.accountMismatch],
  ])('refuses %s', async (_name, overrides, refusal) => {
    const token = await tokenFor();
    expect(await capture(token, overrides)).toEqual({ ok: false, ...refusal });
    expect((await capture(token)).ok).toBe(true);
  });

  it.each([
    ['a declined card', TEST_CARDS.declined.number, CAPTURE_REFUSALS.declined],
    ['a pending challenge', TEST_CARDS.challenge.number, CAPTURE_REFUSALS.notAuthenticated],
  ])('refuses %s', async (_name, cardNumber, refusal) => {
    expect(await capture(await tokenFor(cardNumber))).toEqual({ ok: false, ...refusal });
  });

  it('refuses an unknown token', async () => {
    expect(await capture('tok_nothing')).toEqual({ ok: false, ...CAPTURE_REFUSALS.unknownToken });
  });
});

describe('refund', () => {
  it('gives a captured payment back, and a second refund changes nothing', async () => {
    const token = await tokenFor();
    const result = await capture(token);
    if (!result.ok) throw new Error('capture failed');
    await payments().refund({ gatewayReference: result.gatewayReference, reason: 'bind failed' });
    await payments().refund({ gatewayReference: result.gatewayReference, reason: 'bind failed' });
    const row = await testApp.app.database.db.query.cardGatewayPayments.findFirst({
      where: (table, { eq }) => eq(table.token, token),
    });
    expect(row).toMatchObject({ status: 'refunded', refundedAt: NOW });
    expect(await capture(token)).toEqual(result);
  });

  it('refuses a reference that names no captured payment', async () => {
    const token = await tokenFor();
    await expect(
      payments().refund({ gatewayReference: `ch_${token.slice(4)}`, reason: 'x' }),
    ).rejects.toThrow(/No captured card payment/);
    await expect(
      payments().refund({ gatewayReference: 'nonsense', reason: 'x' }),
    ).rejects.toThrow();
  });
});

describe('cancelOrRefund', () => {
  const rowOf = (token: string) =>
    testApp.app.database.db.query.cardGatewayPayments.findFirst({
      where: (table, { eq }) => eq(table.token, token),
    });
  const undo = (token: string, idempotencyKey = `key-${token}`) =>
    payments().cancelOrRefund({ token, idempotencyKey, reason: 'attempt not recorded' });

  it('releases an authorisation nobody captured, so a late capture is refused', async () => {
    const token = await tokenFor();
    await undo(token);
    expect(await rowOf(token)).toMatchObject({ status: 'released', captureKey: null });
    expect(await capture(token)).toEqual({ ok: false, ...CAPTURE_REFUSALS.released });
  });

  it('refunds a charge captured with its key, and asked again changes nothing', async () => {
    const token = await tokenFor();
    const first = await capture(token);
    await undo(token);
    // A day later, asked again: the refund keeps its time.
    const later = new Date(NOW.getTime() + 86_400_000);
    await createSandboxCardPayments(testApp.app.database.db, () => later).cancelOrRefund({
      token,
      idempotencyKey: `key-${token}`,
      reason: 'asked again',
    });
    expect(await rowOf(token)).toMatchObject({ status: 'refunded', refundedAt: NOW });
    // A replay with the same key answers the charge as it was; with another key, nothing.
    expect(await capture(token)).toEqual(first);
    expect(await capture(token, { idempotencyKey: 'a-new-attempt' })).toEqual({
      ok: false,
      ...CAPTURE_REFUSALS.alreadyCaptured,
    });
  });

  it("leaves a charge another attempt's key captured, and an unknown token", async () => {
    const token = await tokenFor();
    await capture(token, { idempotencyKey: 'the-recorded-attempt' });
    await undo(token, 'an-attempt-that-lost');
    expect(await rowOf(token)).toMatchObject({ status: 'captured', refundedAt: null });
    await expect(undo('tok_nothing')).resolves.toBeUndefined();
  });
});

describe('cardOf', () => {
  it('names the card of a captured charge, and no card for a token not captured', async () => {
    const token = await tokenFor();
    expect(await payments().cardOf(token)).toBeNull();
    await capture(token);
    expect(await payments().cardOf(token)).toEqual({ cardBrand: 'Visa', last4: '4242' });
    expect(await payments().cardOf('tok_nonsense')).toBeNull();
  });
});

describe('payout', () => {
  it('credits a card it charged once per key, answering the first reference', async () => {
    const token = await tokenFor();
    await capture(token);
    const pay = (amountCents: number, payoutKey = `payout-${token}`) =>
      payments().payout({ token, amountCents, payoutKey, reason: 'claim' });
    const first = await pay(50_000);
    expect(first.reference).toMatch(/^po_/);
    expect(await pay(50_000)).toEqual(first);
    // More than the card's charge is fine: a settlement is not a refund.
    expect((await pay(50_000, `another-${token}`)).reference).not.toBe(first.reference);
    await expect(pay(49_999)).rejects.toThrow(/another payout/);
  });

  it('refuses a card it never charged and an amount that is not one', async () => {
    const token = await tokenFor();
    const pay = (amountCents: number, on = token) =>
      payments().payout({
        token: on,
        amountCents,
        payoutKey: `p-${on}-${amountCents}`,
        reason: 'x',
      });
    await expect(pay(100)).rejects.toThrow(/No card the gateway charged/);
    await expect(pay(100, 'tok_nonsense')).rejects.toThrow(/No card the gateway charged/);
    await capture(token);
    await expect(pay(0)).rejects.toThrow(RangeError);
    await expect(pay(1.5)).rejects.toThrow(RangeError);
  });
});
