import { euroToCents } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import {
  HOME_CANCELLATION_TERMS,
  buildHomePolicyDocumentModel,
  maskIban,
} from './home-policy-document-model.js';
import { directDebit, homePolicyInput } from '../../test/home-policy-document-fixtures.js';

describe('buildHomePolicyDocumentModel', () => {
  it('totals the premium at the bound price without repeating the levy total as a line', () => {
    const input = homePolicyInput();
    const model = buildHomePolicyDocumentModel(input);
    expect(model.premium.totalCents).toBe(euroToCents(input.quote.price!));
    expect(model.premium.lines.map((line) => line.label)).not.toContain(
      'Total Premium including Government Levy',
    );
    expect(model.premium.lines.map((line) => line.label)).toContain('Government Levy');
  });

  it("summarises each insurer's own cancellation rule", () => {
    const rsa = buildHomePolicyDocumentModel(homePolicyInput({ insurer: 'RSA' }));
    const fbd = buildHomePolicyDocumentModel(homePolicyInput({ insurer: 'FBD' }));
    const cancellation = (model: typeof rsa) =>
      model.termsSummary.find((paragraph) => paragraph.heading === 'Cancelling your policy')?.text;
    expect(cancellation(rsa)).toBe(HOME_CANCELLATION_TERMS.RSA);
    expect(cancellation(fbd)).toBe(HOME_CANCELLATION_TERMS.FBD);
    expect(HOME_CANCELLATION_TERMS.RSA).toContain('14 days');
    expect(HOME_CANCELLATION_TERMS.FBD).toContain('unused portion');
  });

  it('lists the claims given, or says there were none', () => {
    const none = buildHomePolicyDocumentModel(homePolicyInput());
    const claims = none.statementOfFact.find((section) => section.title.startsWith('Claims'))!;
    expect(claims.rows).toEqual([]);
    expect(claims.emptyText).toContain('no claims');
  });

  it('keeps only the last four characters of a direct-debit IBAN', () => {
    const model = buildHomePolicyDocumentModel(homePolicyInput({ payment: directDebit }));
    expect(model.payment).toMatchObject({
      method: 'direct_debit',
      maskedIban: '**** **** **** **** **56 78',
    });
    expect(JSON.stringify(model)).not.toContain('93115212345678');
    expect(maskIban('ie29 aibk 9311 5212 3456 78')).toBe('**** **** **** **** **56 78');
  });

  it('refuses a card shown by more than its last four digits', () => {
    expect(() =>
      buildHomePolicyDocumentModel(
        homePolicyInput({
          payment: () => ({ method: 'card', cardBrand: 'Visa', last4: '4242424242424242' }),
        }),
      ),
    ).toThrow(RangeError);
  });
});
