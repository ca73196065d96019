import {
  ABOUT_YOU_DEFAULTS,
  HOUSEHOLD_DEFAULTS,
  HOUSEHOLD_QUESTIONS,
  YOUR_COVER_DEFAULTS,
  type AboutYouValues,
  type HouseholdValues,
  type YourCoverValues,
  type YourHomeValues,
} from '@wallet/domain';
import { EXAMPLE_YOUR_HOME } from '@wallet/domain/examples';
import type { HomeJourneyPatch } from '../journey/home-journey';

function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** A journey whose three forms and household answers are complete, as the customer left them. */
export function submittedJourney(): HomeJourneyPatch {
  const aboutYou: AboutYouValues = {
    ...ABOUT_YOU_DEFAULTS,
    title: 'MS',
    firstName: 'Síle',
    lastName: "O'Brien",
    property: {
      displayAddress: '1 Main Street, Tralee, Kerry',
      addressLine1: '1 Main Street',
      addressLine2: '',
      addressLine3: '',
      town: 'Tralee',
      county: 'Kerry',
      eircode: 'V92 X2Y3',
      addressChosen: true,
    },
    is_correspondence_address: true,
    phoneNo: '087 123 4567',
    email: 'sile@example.ie',
    dob: '22/11/1980',
    bankOfIrelandCustomer: false,
    firstTimeBuyer: false,
    propertyJointlyOwned: 'false',
  };
  const yourHome: YourHomeValues = { ...EXAMPLE_YOUR_HOME };
  const yourCover: YourCoverValues = {
    ...YOUR_COVER_DEFAULTS,
    policyStart: inDays(10),
    rebuildCost: '250,000',
    contentsCoverOf: '40000',
    coverType: 'ownLive',
    homeType: 'Semi-detached',
    county: 'Kerry',
  };
  const household: HouseholdValues = {
    ...HOUSEHOLD_DEFAULTS,
    answers: Object.fromEntries(
      HOUSEHOLD_QUESTIONS.map((question) => [question.code, question.expectedAnswer]),
    ) as HouseholdValues['answers'],
    acceptedTerms: true,
  };
  return { aboutYou, yourHome, yourCover, household, submitted: true };
}
