import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DATE_OF_BIRTH_MESSAGES,
  POLICY_CHANGE_MESSAGES,
  TRAVEL_CHANGE_MESSAGES,
  YOUR_TRIP_MESSAGES,
  type TravelChangeableAnswers,
} from '@wallet/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { travelChangeForm } from '.';
import {
  TRAVEL_CHANGE_FIELD_IDS,
  travelChangeOf,
  travelDraftOf,
  travelSummaryOf,
  type TravelChangeDraft,
} from './travel-change-form';

/** 20 November 2026: an 8-day trip to Austria in January, for the policyholder alone. */
const TODAY = new Date(2026, 10, 20, 10, 15);
const AOIFE: TravelChangeableAnswers = {
  trip_type: 1,
  start_date: '2027-01-09',
  end_date: '2027-01-16',
  cover_days: 8,
  destination_zone_id: 1,
  insured_person_type: 1,
  partner: null,
  number_of_children: 0,
  winter_sports: false,
  business: false,
};
const draft = (change: Partial<TravelChangeDraft> = {}) => ({ ...travelDraftOf(AOIFE), ...change });
const changeOf = (change: Partial<TravelChangeDraft>, answers = AOIFE) =>
  travelChangeOf(answers, { ...travelDraftOf(answers), ...change }, TODAY);

describe('travel’s change form: from what is typed to the change asked for', () => {
  it('reads the version’s answers, and starts as the policy stands, asking for nothing', () => {
    expect(travelChangeForm.readAnswers(AOIFE)).toEqual(AOIFE);
    expect(travelChangeForm.readAnswers({ buildings_amount: 1 })).toBeNull();
    expect(changeOf({})).toEqual({
      change: {},
      problems: { change: POLICY_CHANGE_MESSAGES.nothingChanged },
    });
  });

  it('adds a partner with the date of birth as typed, and only what differs', () => {
    expect(
      changeOf({
        addPartner: true,
        partnerFirstName: ' Cian ',
        partnerLastName: 'Murphy',
        partnerDob: '2/9/83',
        children: '2',
        winterSports: true,
        annualMultiTrip: false,
      }),
    ).toEqual({
      change: {
        partner: { first_name: 'Cian', last_name: 'Murphy', date_of_birth: '1983-09-02' },
        number_of_children: 2,
        winter_sports: true,
      },
      problems: {},
    });
  });

  it('gives the quote form’s messages for the partner, in the form’s order', () => {
    const { problems } = changeOf({ addPartner: true, partnerDob: '31/02/1990' });
    expect(problems).toEqual({
      'partner.first_name': YOUR_TRIP_MESSAGES.partnerFirstNameRequired,
      'partner.last_name': YOUR_TRIP_MESSAGES.partnerLastNameRequired,
      'partner.date_of_birth': DATE_OF_BIRTH_MESSAGES.invalid,
    });
    expect(travelSummaryOf(draft(), problems).map((line) => line.fieldId)).toEqual([
      TRAVEL_CHANGE_FIELD_IDS['partner.first_name'],
      TRAVEL_CHANGE_FIELD_IDS['partner.last_name'],
      TRAVEL_CHANGE_FIELD_IDS['partner.date_of_birth'],
    ]);
    expect(
      changeOf({ addPartner: true, partnerFirstName: 'A', partnerLastName: 'B', partnerDob: '' })
        .problems['partner.date_of_birth'],
    ).toBe(DATE_OF_BIRTH_MESSAGES.required);
  });

  it('switches a single trip to annual multi-trip where the rules allow', () => {
    // The trip starts 50 days ahead: an annual policy may start at most 45 days ahead.
    expect(changeOf({ annualMultiTrip: true })).toEqual({
      change: { annual_multi_trip: true },
      problems: { annual_multi_trip: YOUR_TRIP_MESSAGES.multiTripStartTooFar },
    });
    const soon = { ...AOIFE, start_date: '2026-12-20', end_date: '2026-12-27' };
    expect(changeOf({ annualMultiTrip: true }, soon).problems).toEqual({});
    expect(travelChangeForm.showsProblem('annual_multi_trip')).toBe(true);
    expect(travelChangeForm.showsProblem('change')).toBe(false);
  });

  it('never offers fewer children than are covered', () => {
    const family = { ...AOIFE, insured_person_type: 4 as const, number_of_children: 2 };
    expect(changeOf({ children: '1' }, family).problems).toEqual({
      number_of_children: TRAVEL_CHANGE_MESSAGES.childrenNotRemoved,
    });
  });
});

function Harness({ onDraft }: { onDraft: (draft: TravelChangeDraft) => void }) {
  const [value, setValue] = useState(() => travelDraftOf(AOIFE));
  const { Fields } = travelChangeForm;
  return (
    <form>
      <Fields
        answers={AOIFE}
        draft={value}
        problems={{}}
        onDraftChange={(next) => {
          setValue(next as TravelChangeDraft);
          onDraft(next as TravelChangeDraft);
        }}
      />
    </form>
  );
}

describe('travel’s change fields', () => {
  it('shows the partner’s fields once asked, with no accessibility problems', async () => {
    const user = userEvent.setup();
    let last = travelDraftOf(AOIFE);
    render(<Harness onDraft={(next) => (last = next)} />);
    expect(screen.queryByLabelText("Partner's first name")).toBeNull();
    await user.click(screen.getByLabelText('Add your partner to the cover'));
    await user.type(screen.getByLabelText("Partner's first name"), 'Cian');
    await user.type(screen.getByLabelText("Partner's surname"), 'Murphy');
    await user.type(screen.getByLabelText("Partner's date of birth"), '02/09/1983');
    await user.click(screen.getByLabelText('Winter sports'));
    expect(travelChangeOf(AOIFE, last, TODAY).change).toEqual({
      partner: { first_name: 'Cian', last_name: 'Murphy', date_of_birth: '1983-09-02' },
      winter_sports: true,
    });
    expect(
      screen.getByRole('combobox', { name: 'Number of children' }).querySelectorAll('option'),
    ).toHaveLength(8);
    expect(screen.getByText(/Your cover would run to 08\/01\/2028/)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
