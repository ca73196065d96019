import { HOME_ADDRESS_MESSAGES, type HomeChangeableAnswers } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { homeChangeOf, homeDraftOf, homeShowsProblem, homeSummaryOf } from './home-change-form';

const answers: HomeChangeableAnswers = {
  buildings_amount: 300_000,
  contents_amount: 40_000,
  specified_items: [],
  accidental_damage: false,
  home_emergency: true,
  county: 'Cork',
  correspondence_address: null,
};

const flat = {
  displayAddress: '',
  addressLine1: '12 Abbey Street',
  addressLine2: '',
  addressLine3: '',
  town: 'Dublin 1',
  county: 'Dublin',
  eircode: 'D01 F5P2',
  addressChosen: false,
};

describe('home’s change form: the correspondence address', () => {
  it('asks for the new address with the quote’s address rules, by the API’s keys', () => {
    const draft = { ...homeDraftOf(answers), lettersTo: 'other' as const };
    const { change, problems } = homeChangeOf(answers, draft);
    expect(change).toEqual({});
    expect(problems).toEqual({ correspondence_address: HOME_ADDRESS_MESSAGES.addressRequired });
    expect(homeShowsProblem('correspondence_address')).toBe(true);
    expect(homeSummaryOf(draft, problems)).toEqual([
      { fieldId: 'correspondence-address-lookup', message: HOME_ADDRESS_MESSAGES.addressRequired },
    ]);

    const badEircode = homeChangeOf(answers, {
      ...draft,
      correspondence: { ...flat, eircode: 'D01' },
    });
    expect(badEircode.problems).toEqual({
      'correspondence_address.post_code': HOME_ADDRESS_MESSAGES.eircodeInvalid,
    });
    expect(homeSummaryOf(draft, badEircode.problems)[0]?.fieldId).toBe(
      'correspondence-address-eircode',
    );
  });

  it('sends a typed address as the payload carries it, and only when it differs', () => {
    const draft = { ...homeDraftOf(answers), lettersTo: 'other' as const, correspondence: flat };
    const { change, problems } = homeChangeOf(answers, draft);
    expect(problems).toEqual({});
    expect(change).toEqual({
      correspondence_address: {
        address_line1: '12 Abbey Street',
        town: 'Dublin 1',
        county: 'Dublin',
        post_code: 'D01 F5P2',
      },
    });
    const moved = { ...answers, correspondence_address: change.correspondence_address! };
    // The form starts from the address held, and sending it back unchanged changes nothing.
    expect(homeChangeOf(moved, homeDraftOf(moved)).change).toEqual({});
    expect(homeChangeOf(moved, { ...homeDraftOf(moved), lettersTo: 'insured' }).change).toEqual({
      correspondence_address: null,
    });
  });
});
