import {
  ABOUT_YOU_DEFAULTS,
  CAR_QUOTE_FORM_DEFAULTS,
  TRAVEL_QUOTE_FORM_DEFAULTS,
} from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearHomeJourney,
  HOME_JOURNEY_KEY,
  updateHomeJourney,
} from '../features/home/journey/home-journey';
import { clearCarJourney, updateCarJourney } from '../features/car/journey/car-journey';
import { clearTravelJourney, updateTravelJourney } from '../features/travel/journey/travel-journey';
import { quoteContactDetails } from './quote-contact-details';

const HOME_VISITOR = {
  firstName: 'Siobhán',
  lastName: "O'Brien",
  email: 'siobhan@wallet.test',
  phoneNo: '087 123 4567',
};
const TRAVEL_VISITOR = {
  firstName: 'Ciara',
  lastName: 'Byrne',
  email: 'ciara@wallet.test',
  phoneNo: '0869876543',
};

function answerHome(details = HOME_VISITOR) {
  updateHomeJourney({ aboutYou: { ...ABOUT_YOU_DEFAULTS, ...details } });
}

const CAR_VISITOR = {
  firstName: 'Niamh',
  lastName: 'Ó Súilleabháin',
  email: 'niamh@wallet.test',
  phoneNo: '087 765 4321',
};

function answerCar(details = CAR_VISITOR) {
  updateCarJourney({
    forms: {
      ...CAR_QUOTE_FORM_DEFAULTS,
      aboutYou: { ...CAR_QUOTE_FORM_DEFAULTS.aboutYou, ...details },
    },
  });
}

function answerTravel(details = TRAVEL_VISITOR) {
  updateTravelJourney({
    forms: {
      ...TRAVEL_QUOTE_FORM_DEFAULTS,
      aboutYou: { ...TRAVEL_QUOTE_FORM_DEFAULTS.aboutYou, ...details },
    },
  });
}

afterEach(() => {
  vi.useRealTimers();
  clearHomeJourney();
  clearTravelJourney();
  clearCarJourney();
});

describe('quoteContactDetails', () => {
  it('is empty when no quote journey has an About you', () => {
    updateHomeJourney({ cardsOpened: { aboutYou: true } });
    expect(quoteContactDetails()).toEqual({ firstName: '', lastName: '', email: '', phoneNo: '' });
  });

  it("takes the home About you's names, e-mail and mobile number", () => {
    answerHome();
    expect(quoteContactDetails()).toEqual(HOME_VISITOR);
  });

  it("takes the travel About you's names, e-mail and mobile number", () => {
    answerTravel();
    expect(quoteContactDetails()).toEqual(TRAVEL_VISITOR);
  });

  it("takes the car About you's names, e-mail and mobile number", () => {
    answerCar();
    expect(quoteContactDetails()).toEqual(CAR_VISITOR);
  });

  it('takes the car journey when it was answered after home and travel', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    answerHome();
    answerTravel();
    vi.setSystemTime(new Date('2026-03-02T10:05:00Z'));
    answerCar();
    expect(quoteContactDetails()).toEqual(CAR_VISITOR);
  });

  it('takes the journey answered last when both have an About you, whichever product it is', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    answerHome();
    vi.setSystemTime(new Date('2026-03-02T10:05:00Z'));
    answerTravel();
    expect(quoteContactDetails()).toEqual(TRAVEL_VISITOR);

    // Changing a home answer later makes home the latest again.
    vi.setSystemTime(new Date('2026-03-02T10:10:00Z'));
    answerHome({ ...HOME_VISITOR, firstName: 'Aoife' });
    expect(quoteContactDetails()).toEqual({ ...HOME_VISITOR, firstName: 'Aoife' });
  });

  it('reads a damaged About you field by field, without failing', () => {
    sessionStorage.setItem(
      HOME_JOURNEY_KEY,
      JSON.stringify({ aboutYou: { firstName: ' Niamh ', email: 42 }, answeredAt: 'soon' }),
    );
    expect(quoteContactDetails()).toEqual({
      firstName: 'Niamh',
      lastName: '',
      email: '',
      phoneNo: '',
    });
  });
});
