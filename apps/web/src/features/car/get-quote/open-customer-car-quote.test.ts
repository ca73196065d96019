import { DEFAULT_PROFILE, type Profile } from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAlso } from '../../../test/answer-also';
import { readCarJourney, updateCarJourney } from '../journey/car-journey';
import { niamhsCorolla, savedCarQuote } from '../test/car-fixtures';
import { openCustomerCarQuote } from './open-customer-car-quote';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const PROFILE: Profile = {
  ...DEFAULT_PROFILE,
  first_name: 'Síle',
  last_name: "O'Brien",
  email: 'sile@example.ie',
  phone: '0871234567',
  user_id: 'user-9',
  default_response: false,
};

/** The car latest-quote call for agents answers `answer`; the e-mails it was asked for. */
function latestCarQuoteAnswers(answer: () => Response) {
  const asked: unknown[] = [];
  answerAlso({
    'POST /api/motor/motor_quotes/latest': (_url, body) => {
      asked.push(body);
      return answer();
    },
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("an agent opening a customer's car quote", () => {
  it("loads the customer's latest car quote into every card, to be asked again under its reference", async () => {
    updateCarJourney({ quoteReference: 'CQ-OLD', submitted: true });
    const forms = niamhsCorolla();
    const asked = latestCarQuoteAnswers(() => json(200, savedCarQuote(forms)));
    await openCustomerCarQuote(PROFILE);
    expect(asked).toEqual([{ email: 'sile@example.ie' }]);
    const journey = readCarJourney();
    // The quote's answers win over the profile's: they are what the customer last asked.
    expect(journey.forms?.aboutYou).toMatchObject({ firstName: 'Niamh', lastName: "O'Sullivan" });
    expect(journey.forms?.yourCar).toMatchObject({
      carReg: '191-C-4521',
      carMake: 'Toyota',
      carModel: 'Corolla',
      carABICode: '32120401',
      vehicleValue: forms.yourCar.vehicleValue,
    });
    expect(journey.forms?.yourCover).toMatchObject({
      coverType: 'COMPREHENSIVE',
      policyStart: forms.yourCover.policyStart,
      hasAdditionalDrivers: true,
    });
    expect(journey.forms?.yourCover.additionalDrivers).toHaveLength(1);
    expect(journey.forms?.yourCover.additionalDrivers[0]).toMatchObject({
      firstName: 'Conor',
      additionalDriverPenaltyPointOffences: [
        { offence: 'EXCEEDING_SPEED_LIMIT', penaltyPoints: '3' },
      ],
    });
    expect(journey).toMatchObject({
      prefilledFrom: 'latest-quote',
      quoteReference: 'MQ-100',
      cardsOpened: { aboutYou: true, yourCar: true, yourCover: true },
    });
    expect(journey.terms?.acceptedTermsAndConditions).toBeNull();
    expect(journey.submitted).toBeUndefined();
  });

  it('fills About you from the profile when the customer has no car quote', async () => {
    updateCarJourney({ quoteReference: 'CQ-OLD', submitted: true });
    latestCarQuoteAnswers(() => json(404, { message: 'No car quote yet.' }));
    await openCustomerCarQuote(PROFILE);
    const journey = readCarJourney();
    expect(journey.forms?.aboutYou).toMatchObject({ firstName: 'Síle', lastName: "O'Brien" });
    expect(journey.forms?.yourCar.carReg).toBe('');
    expect(journey.prefilledFrom).toBe('profile');
    expect(journey.cardsOpened).toEqual({ aboutYou: true, yourCar: false, yourCover: false });
    expect(journey.quoteReference).toBeUndefined();
    expect(journey.submitted).toBeUndefined();
  });

  it('takes only About you from a bought quote, which is not asked again', async () => {
    latestCarQuoteAnswers(() =>
      json(200, savedCarQuote(niamhsCorolla(), { policy_reference: 'MP-9' })),
    );
    await openCustomerCarQuote(PROFILE);
    const journey = readCarJourney();
    expect(journey.forms?.aboutYou.firstName).toBe('Niamh');
    expect(journey.forms?.yourCar.carReg).toBe('');
    expect(journey.quoteReference).toBeUndefined();
    expect(journey.terms).toBeUndefined();
    expect(journey.cardsOpened).toEqual({ aboutYou: true, yourCar: false, yourCover: false });
  });

  it('fails, loading nothing half, when the quote cannot be read', async () => {
    updateCarJourney({ quoteReference: 'CQ-OLD' });
    latestCarQuoteAnswers(() => json(500, { message: 'Down' }));
    await expect(openCustomerCarQuote(PROFILE)).rejects.toThrow();
    expect(readCarJourney().quoteReference).toBe('CQ-OLD');
  });
});
