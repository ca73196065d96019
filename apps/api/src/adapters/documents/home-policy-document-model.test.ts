import {
  COOLING_OFF_RIGHT,
  HOME_CANCELLATION_TERMS,
  euroToCents,
  monthlyInstalmentPlan,
} from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { buildHomePolicyDocumentModel, maskIban } from './home-policy-document-model.js';
import { directDebit, homePolicyInput } from '../../test/home-policy-document-fixtures.js';

describe('buildHomePolicyDocumentModel', () => {
  it('totals the premium at the bound price, each step in words and no running totals', () => {
    const input = homePolicyInput();
    const model = buildHomePolicyDocumentModel(input);
    expect(model.premium.totalCents).toBe(euroToCents(input.quote.price!));
    const labels = model.premium.lines.map((line) => line.label);
    expect(labels).toContain('Buildings cover');
    expect(labels).toContain('Government levy (3%)');
    expect(labels.filter((label) => /Premium after|Total/.test(label))).toEqual([]);
    const sum = model.premium.lines.reduce((total, line) => total + line.amountCents, 0);
    expect(sum).toBe(model.premium.totalCents);
  });

  it("gives the cooling-off right, then each insurer's own cancellation rule", () => {
    const rsa = buildHomePolicyDocumentModel(homePolicyInput({ insurer: 'RSA' }));
    const fbd = buildHomePolicyDocumentModel(homePolicyInput({ insurer: 'FBD' }));
    const cancellation = (model: typeof rsa) =>
      model.termsSummary.find((paragraph) => paragraph.heading === 'Cancelling your policy')?.text;
    expect(cancellation(rsa)).toBe(`${COOLING_OFF_RIGHT} ${HOME_CANCELLATION_TERMS.RSA}`);
    expect(cancellation(fbd)).toBe(`${COOLING_OFF_RIGHT} ${HOME_CANCELLATION_TERMS.FBD}`);
    expect(COOLING_OFF_RIGHT).toContain('14 working days');
    expect(HOME_CANCELLATION_TERMS.FBD).toContain('unused portion');
  });

  it('names RSA as it is now, Intact, with the name the customer chose it under', () => {
    const rsa = buildHomePolicyDocumentModel(homePolicyInput({ insurer: 'RSA' }));
    expect(rsa.insurer.displayName).toBe(
      'Intact Insurance Ireland DAC (formerly RSA Insurance Ireland DAC)',
    );
    expect(rsa.legalText).toContain('Intact Insurance Ireland DAC');
    expect(JSON.stringify(rsa.termsSummary)).not.toMatch(/underwritten by RSA/);
  });

  it('states the cover bought, not the ownership answer, and prints the county once', () => {
    const model = buildHomePolicyDocumentModel(homePolicyInput());
    expect(model.coverLabel).toBe('Buildings and contents');
    expect(model.riskUseLabel).toBe('Owned and lived in by you');
    // The fixture's property is in Cork city, county Cork.
    expect(model.riskAddressLines.filter((line) => line === 'Cork')).toHaveLength(1);
  });

  it("prints a direct debit's plan: the rounded-up instalments and a last one that makes it exact", () => {
    const input = homePolicyInput({ payment: directDebit });
    const model = buildHomePolicyDocumentModel(input);
    expect(model.payment).toMatchObject({ plan: monthlyInstalmentPlan(input.priceCents) });
    expect(() =>
      buildHomePolicyDocumentModel(
        homePolicyInput({
          payment: (quote) => ({ ...(directDebit(quote) as object), instalmentCents: 1 }) as never,
        }),
      ),
    ).toThrow(RangeError);
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
