import { describe, expect, it } from 'vitest';
import { travelAboutYouSchema } from './travel-about-you.js';
import {
  EXAMPLE_TODAY,
  EXAMPLE_TRAVEL_FORMS,
  EXAMPLE_TRAVEL_QUOTE_REQUEST,
} from './travel-form-examples.js';
import { travelQuoteRequestSchema } from './travel-quote-payload.js';
import { toTravelQuoteRequest, travelQuoteToForms } from './travel-quote-mapping.js';
import { TRAVEL_QUOTE_FORM_DEFAULTS } from './travel-quote-forms.js';
import { travelQuotePayloadProblems } from './travel-quote-rules.js';
import { carHireEligibility } from './travel-rules.js';
import { yourTravelCoverSchema } from './your-travel-cover-schema.js';
import { yourTripSchema } from './your-trip-schema.js';
import { parseDisplayDate } from '../dates/calendar-date.js';

const FORMS = EXAMPLE_TRAVEL_FORMS;

/** The payload the example forms were recorded to send. */
const RECORDED = EXAMPLE_TRAVEL_QUOTE_REQUEST;

describe('toTravelQuoteRequest', () => {
  it('sends the consents as the customer left them: unticked is not given', () => {
    const request = toTravelQuoteRequest({
      ...FORMS,
      yourCover: { ...FORMS.yourCover, dataProtectionConsent: false, chubbTOBConsent: true },
    });
    expect(request.data_protection_consent).toBe(false);
    expect(request.chubb_tob_consent).toBe(true);
  });

  it('starts from cards that pass their own schemas', () => {
    const today = EXAMPLE_TODAY;
    expect(travelAboutYouSchema({ today }).safeParse(FORMS.aboutYou).error?.issues).toBeUndefined();
    expect(yourTripSchema({ today }).safeParse(FORMS.yourTrip).error?.issues).toBeUndefined();
    const carHire = carHireEligibility({
      dateOfBirth: parseDisplayDate(FORMS.aboutYou.dob),
      zone: 1,
      today,
    });
    expect(carHire.eligible).toBe(true);
    expect(yourTravelCoverSchema({ carHire }).safeParse(FORMS.yourCover).error).toBeUndefined();
  });

  it('maps the cards to the recorded travel_quote payload, which the server accepts', () => {
    const request = toTravelQuoteRequest(FORMS);
    expect(request).toEqual(RECORDED);
    expect(travelQuoteRequestSchema.parse(request)).toEqual(request);
    expect(travelQuotePayloadProblems(request, { today: EXAMPLE_TODAY })).toEqual({});
  });

  it('sends an annual multi-trip policy without end date or country, a year of days', () => {
    const request = toTravelQuoteRequest({
      ...FORMS,
      yourTrip: {
        ...FORMS.yourTrip,
        tripType: '2',
        travelFromDate: '01/12/2026',
        travelToDate: '',
        destinationCountry: '',
        insuredPerson: '1',
        numOfChildren: '',
      },
      aboutYou: { ...FORMS.aboutYou, coverAbroad: 'no', provider: '', promoCode: '' },
    });
    expect(request.travel_quote.cover_details).toMatchObject({
      trip_type: 2,
      start_date: '2026-12-01',
      end_date: null,
      cover_days: 365,
      destination_country: null,
      addons_selected: [1, 3],
    });
    expect(request.travel_quote).not.toHaveProperty('promotion_code');
    expect(request.travel_quote.additional_holder_details).toEqual([]);
    expect(request.travel_quote.additional_questions).toEqual([]);
    expect(request.travel_quote.policy_holder_details.number_of_children).toBe(0);
    expect(travelQuotePayloadProblems(request, { today: EXAMPLE_TODAY })).toEqual({});
  });

  it('sends the postal address when it differs, the honeypot as typed and a kept reference', () => {
    const postal = { ...FORMS.aboutYou.address, addressLine1: '1 Main Street', addressLine2: '' };
    const request = toTravelQuoteRequest(
      {
        ...FORMS,
        aboutYou: {
          ...FORMS.aboutYou,
          userName: 'bot',
          isThisYourPostalAddress: false,
          postalAddress: postal,
        },
      },
      'TQ23456789AB',
    );
    expect(request.honeypot_value).toBe('bot');
    expect(request.quote_reference).toBe('TQ23456789AB');
    expect(request.travel_quote.policy_holder_details.postal_address).toEqual({
      address_line1: '1 Main Street',
      town: 'Dublin 6',
      county: 'Dublin',
      eircode: 'D06 X2Y3',
    });
  });
});

describe('travelQuoteToForms (prefill from the latest quote)', () => {
  const saved = {
    quote_reference: 'TQ1',
    policy_reference: null,
    travel_quote: RECORDED.travel_quote,
  };

  it('gives back cards that map to the same payload, consents to be given again', () => {
    const forms = travelQuoteToForms(saved, EXAMPLE_TODAY);
    expect(forms.yourCover.dataProtectionConsent).toBe(false);
    const consented = {
      ...forms,
      yourCover: { ...forms.yourCover, dataProtectionConsent: true, chubbTOBConsent: true },
    };
    expect(toTravelQuoteRequest(consented)).toEqual(RECORDED);
    expect(forms.aboutYou.address.displayAddress).toBe(
      '12 Grove Park, Rathmines, Dublin 6, Dublin, D06 X2Y3',
    );
  });

  it('keeps the start date only when it is today or later, the end date only for a single trip', () => {
    const from = (start_date: string, trip_type: 1 | 2) =>
      travelQuoteToForms(
        {
          ...saved,
          travel_quote: {
            ...RECORDED.travel_quote,
            cover_details: { ...RECORDED.travel_quote.cover_details, start_date, trip_type },
          },
        },
        EXAMPLE_TODAY,
      ).yourTrip;
    expect(from('2026-11-20', 1)).toMatchObject({
      travelFromDate: '20/11/2026',
      travelToDate: '16/01/2027',
    });
    expect(from('2026-11-19', 1)).toMatchObject({ travelFromDate: '', travelToDate: '16/01/2027' });
    expect(from('2026-12-01', 2)).toMatchObject({
      travelFromDate: '01/12/2026',
      travelToDate: '',
      destinationCountry: '',
    });
  });

  it('takes only About you from a bought quote', () => {
    const forms = travelQuoteToForms({ ...saved, policy_reference: 'TPR-1' }, EXAMPLE_TODAY);
    expect(forms.yourTrip).toEqual(TRAVEL_QUOTE_FORM_DEFAULTS.yourTrip);
    expect(forms.yourCover).toEqual(TRAVEL_QUOTE_FORM_DEFAULTS.yourCover);
    expect(forms.aboutYou.firstName).toBe('Aoife');
  });
});
