import { describe, expect, it } from 'vitest';
import { bankAccountChangePath, missedDebitPaymentPath } from './app-constants.js';

describe('the app paths the API links to', () => {
  it('names the policy and the missed debit’s day for Pay now, the policy id encoded', () => {
    expect(missedDebitPaymentPath('home', 'home/5005', '2026-12-08')).toBe(
      '/manage/product/home/pay-missed-debit?policy=home%2F5005&debit=2026-12-08',
    );
    // A character that would end the policy's parameter is encoded with it.
    expect(missedDebitPaymentPath('car', 'a&b=c', '2027-01-31')).toBe(
      '/manage/product/car/pay-missed-debit?policy=a%26b%3Dc&debit=2027-01-31',
    );
  });

  it('names the policy for Change bank account, as the policy page links it', () => {
    expect(bankAccountChangePath('home', 'home/5005')).toBe(
      '/manage/product/home/bank-account?policy=home%2F5005',
    );
  });
});
