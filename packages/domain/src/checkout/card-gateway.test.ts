import { describe, expect, it } from 'vitest';
import {
  CARD_ACCOUNT_IDS,
  CARD_FIELD_MESSAGES,
  cardTokeniseRequestSchema,
  formatProviderError,
  hostedFieldsCommandSchema,
  hostedFieldsEventSchema,
  hostedFieldsUrl,
  parseWindowOrigin,
} from './card-gateway.js';

describe('card gateway contract', () => {
  it('keeps the spec wording of the card messages', () => {
    expect(CARD_FIELD_MESSAGES).toEqual({
      cardNumber: 'Invalid card number.',
      expiry: 'Invalid expiration date.',
      cvv: 'Invalid CVV number',
    });
  });

  it('shows a provider error with its code', () => {
    expect(formatProviderError('Your card was declined.', '05')).toBe(
      'Your card was declined. (Code: 05)',
    );
  });

  it.each([
    ['http://localhost:5173', 'http://localhost:5173'],
    ['https://wallet.example', 'https://wallet.example'],
    ['https://wallet.example/', null],
    ['https://wallet.example/path', null],
    ['javascript:alert(1)', null],
    ['null', null],
    ['', null],
    [null, null],
  ])('takes %j as the window origin %j', (value, origin) => {
    expect(parseWindowOrigin(value)).toBe(origin);
  });

  it('names the parent origin in the hosted fields address', () => {
    expect(hostedFieldsUrl('http://localhost:5173')).toBe(
      '/gateway/hosted-fields?origin=http%3A%2F%2Flocalhost%3A5173',
    );
  });

  it('accepts euro cents for a product account only', () => {
    const request = {
      cardNumber: '4242424242424242',
      expiry: '12/31',
      cvv: '123',
      cardHolderName: 'Mary Murphy',
      amountCents: 100,
      currency: 'EUR',
      accountId: CARD_ACCOUNT_IDS.TRAVEL,
    };
    expect(cardTokeniseRequestSchema.safeParse(request).success).toBe(true);
    expect(cardTokeniseRequestSchema.safeParse({ ...request, currency: 'USD' }).success).toBe(
      false,
    );
    expect(cardTokeniseRequestSchema.safeParse({ ...request, amountCents: 1.5 }).success).toBe(
      false,
    );
    expect(cardTokeniseRequestSchema.safeParse({ ...request, accountId: 'x' }).success).toBe(false);
  });

  it('recognises protocol messages by their marker only', () => {
    const valid = { source: 'card-gateway', type: 'validity', valid: true };
    expect(hostedFieldsEventSchema.safeParse(valid).success).toBe(true);
    expect(hostedFieldsEventSchema.safeParse({ ...valid, source: 'other' }).success).toBe(false);
    expect(
      hostedFieldsCommandSchema.safeParse({
        source: 'card-gateway',
        type: 'tokenise',
        cardHolderName: 'Mary Murphy',
        amountCents: 100,
        currency: 'EUR',
        accountId: CARD_ACCOUNT_IDS.HOME,
      }).success,
    ).toBe(true);
    expect(
      hostedFieldsCommandSchema.safeParse({ source: 'card-gateway', type: 'check' }).success,
    ).toBe(true);
    expect(hostedFieldsCommandSchema.safeParse({ source: 'other', type: 'check' }).success).toBe(
      false,
    );
  });
});
