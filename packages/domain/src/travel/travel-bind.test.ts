import { describe, expect, it } from 'vitest';
import { MARKETING_CONSENT_DEFAULTS } from '../checkout/marketing-consent.js';
import {
  TRAVEL_BIND_MESSAGES,
  toTravelBindRequest,
  travelBindRequestSchema,
} from './travel-bind.js';

const BIND = toTravelBindRequest({
  quoteReference: 'TQ23456789AB',
  premiumId: 'TP-1',
  quoteName: 'AnnualMultiTrip',
  paymentToken: 'tok_abc',
  marketing: { ...MARKETING_CONSENT_DEFAULTS, consent: true, email: true },
});

describe('the travel bind payload', () => {
  it('wraps the quote, declaration, premium, card token and consent', () => {
    expect(BIND).toEqual({
      product: 'TRAVEL',
      version: '1.0',
      bind_policy: {
        quote_reference: 'TQ23456789AB',
        declaration_consent: true,
        selected_premium_id: 'TP-1',
        payment_details: { payment_token: 'tok_abc', product_selected: 'AnnualMultiTrip' },
        marketing: {
          marketing_consent: true,
          marketings: {
            email_consent: true,
            post_consent: false,
            mobile_sms_consent: false,
            phone_consent: false,
          },
          analyse_transactions: false,
        },
      },
    });
    expect(travelBindRequestSchema.parse(BIND)).toEqual(BIND);
  });

  it('needs the declaration confirmed and takes nothing but a card token', () => {
    const denied = { ...BIND, bind_policy: { ...BIND.bind_policy, declaration_consent: false } };
    expect(travelBindRequestSchema.safeParse(denied).error?.issues[0]?.message).toBe(
      TRAVEL_BIND_MESSAGES.declarationRequired,
    );
    const withIban = {
      ...BIND,
      bind_policy: {
        ...BIND.bind_policy,
        payment_details: { ...BIND.bind_policy.payment_details, IBAN: 'IE29AIBK93115212345678' },
      },
    };
    expect(travelBindRequestSchema.safeParse(withIban).success).toBe(false);
  });
});
