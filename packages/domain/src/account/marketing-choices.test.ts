import { describe, expect, it } from 'vitest';
import { MARKETING_CONSENT_DEFAULTS } from '../checkout/marketing-consent.js';
import {
  choiceOfConsent,
  consentOfChoice,
  marketingChoiceInWords,
  marketingChoiceSchema,
  sameChoice,
  type MarketingChoice,
} from './marketing-choices.js';

const NONE: MarketingChoice = {
  email: false,
  phone: false,
  text: false,
  post: false,
  analyse_transactions: false,
};

describe('marketing choices', () => {
  it('counts a channel of a consent record only while its consent is on', () => {
    const off = { ...MARKETING_CONSENT_DEFAULTS, email: true, analyzeTransaction: true };
    expect(choiceOfConsent(off)).toEqual({ ...NONE, analyse_transactions: true });
    expect(choiceOfConsent({ ...off, consent: true })).toEqual({
      ...NONE,
      email: true,
      analyse_transactions: true,
    });
  });

  it('turns consent on with one channel, and Select All on with all four only', () => {
    expect(consentOfChoice(NONE)).toEqual(MARKETING_CONSENT_DEFAULTS);
    expect(consentOfChoice({ ...NONE, post: true })).toMatchObject({
      consent: true,
      post: true,
      selectAll: false,
    });
    const three = { ...NONE, email: true, phone: true, text: true };
    expect(consentOfChoice(three).selectAll).toBe(false);
    expect(consentOfChoice({ ...three, post: true }).selectAll).toBe(true);
  });

  it('goes from choices to a record and back unchanged', () => {
    const choice = { ...NONE, text: true, post: true, analyse_transactions: true };
    expect(choiceOfConsent(consentOfChoice(choice))).toEqual(choice);
  });

  it('tells one choice from another by every channel and the analysis', () => {
    expect(sameChoice(NONE, { ...NONE })).toBe(true);
    expect(sameChoice(NONE, { ...NONE, phone: true })).toBe(false);
    expect(sameChoice(NONE, { ...NONE, analyse_transactions: true })).toBe(false);
  });

  it('says the choices in a sentence', () => {
    expect(marketingChoiceInWords(NONE)).toBe('No offers; transactions not analysed.');
    expect(marketingChoiceInWords({ ...NONE, email: true, analyse_transactions: true })).toBe(
      'Offers by email; transactions analysed.',
    );
    expect(marketingChoiceInWords({ ...NONE, email: true, post: true })).toBe(
      'Offers by email and post; transactions not analysed.',
    );
    expect(
      marketingChoiceInWords({
        email: true,
        phone: true,
        text: true,
        post: true,
        analyse_transactions: false,
      }),
    ).toBe('Offers by email, phone, text and post; transactions not analysed.');
  });

  it('takes the five choices and nothing else', () => {
    expect(marketingChoiceSchema.safeParse(NONE).success).toBe(true);
    expect(marketingChoiceSchema.safeParse({ ...NONE, selectAll: true }).success).toBe(false);
    expect(marketingChoiceSchema.safeParse({ ...NONE, email: 'yes' }).success).toBe(false);
    const { post: _post, ...withoutPost } = NONE;
    expect(marketingChoiceSchema.safeParse(withoutPost).success).toBe(false);
  });
});
