import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADDITIONAL_DRIVER_MESSAGES,
  CAR_CHANGE_MESSAGES,
  EMPTY_ADDITIONAL_DRIVER,
  POLICY_CHANGE_MESSAGES,
  YOUR_CAR_MESSAGES,
  type AdditionalDriverPayload,
  type CarChangeableAnswers,
} from '@wallet/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { CarChangeFields } from './car-change-fields';
import {
  carChangeOf,
  carDraftOf,
  carSummaryOf,
  foundCarOf,
  newDriverDraft,
  withRegistration,
  type CarChangeDraft,
} from './car-change-form';

vi.mock('../api/lookup-vehicle', () => ({
  lookUpVehicle: vi.fn(async (registration: string) =>
    registration.startsWith('211')
      ? {
          found: true,
          vehicle: {
            make: 'Ford',
            model: 'Kuga',
            year_manufacture: 2021,
            fuel_type: 'PLUG_IN_HYBRID',
            engine_cc: 2488,
            version: '2.5 PHEV Titanium 5dr Auto',
            risk: 20,
            abi_code: '17050200',
          },
        }
      : { found: false, message: 'We could not find a car with this registration.' },
  ),
}));

/** 20 November 2026: a driver born on 20 November 2009 is 17 that day. */
const today = new Date(2026, 10, 20, 10, 0);

const conor: AdditionalDriverPayload = {
  driver_order: 2,
  title: 'MR',
  first_name: 'Conor',
  last_name: "O'Sullivan",
  date_of_birth: '1986-09-19',
  employment_status: 'SELF_EMPLOYED',
  occupation: 'ELE',
  license_type: 'FULL_IRISH',
  driving_experience: 'IRELAND_OR_UK',
  license_years: 15,
  relationship_to_proposer: 'SPOUSE',
  penalty_details: [
    { driver_order: 2, offence: 'EXCEEDING_SPEED_LIMIT', penalty_order: 1, penalty_points: 3 },
  ],
};
const sean: AdditionalDriverPayload = {
  ...conor,
  driver_order: 3,
  first_name: 'Seán',
  relationship_to_proposer: 'OTHER',
  penalty_details: [
    { driver_order: 3, offence: 'EXCEEDING_SPEED_LIMIT', penalty_order: 1, penalty_points: 2 },
  ],
};

const answers: CarChangeableAnswers = {
  vehicle: {
    registration: '191-D-12345',
    abi_code: '32010500',
    make: 'Toyota',
    model: 'Corolla',
    year: 2019,
    version: '1.8 Hybrid Luna 5dr Auto',
    fuel: 'HYBRID',
    cc: 1798,
    risk: 14,
    value: 18_500,
    years_owned_vehicle: 'UP_TO_3_YEARS',
  },
  km_per_year: 'AVERAGE',
  additional_drivers: [conor, sean],
};

const kuga = foundCarOf('211 c 20815', {
  make: 'Ford',
  model: 'Kuga',
  year_manufacture: 2021,
  fuel_type: 'PLUG_IN_HYBRID',
  engine_cc: 2488,
  version: '2.5 PHEV Titanium 5dr Auto',
  risk: 20,
  abi_code: '17050200',
});

describe('car’s change form, from draft to change', () => {
  it('asks for nothing until something differs', () => {
    expect(carChangeOf(answers, carDraftOf(answers), today)).toEqual({
      change: {},
      problems: { change: POLICY_CHANGE_MESSAGES.nothingChanged },
    });
  });

  it('sends another car once looked up, with its value, the registration written once', () => {
    const typed = withRegistration(answers, carDraftOf(answers), '211 c 20815');
    // Another car: how long it has been had is asked again, as the quote asks it.
    expect(typed.ownedPeriod).toBe('');
    expect(carChangeOf(answers, typed, today).problems).toEqual({
      'vehicle.registration': CAR_CHANGE_MESSAGES.lookUpCar,
      'vehicle.years_owned_vehicle': YOUR_CAR_MESSAGES.purchasedRequired,
    });
    expect(
      carSummaryOf(typed, carChangeOf(answers, typed, today).problems).map((line) => line.fieldId),
    ).toEqual(['change-car-registration', 'change-car-owned-period']);
    const found = {
      ...typed,
      found: kuga,
      value: '21,000',
      ownedPeriod: 'LESS_THAN_A_YEAR',
    };
    expect(carChangeOf(answers, found, today)).toEqual({
      change: {
        vehicle: {
          registration: '211-C-20815',
          abi_code: '17050200',
          make: 'Ford',
          model: 'Kuga',
          year: 2021,
          version: '2.5 PHEV Titanium 5dr Auto',
          fuel: 'PLUG_IN_HYBRID',
          cc: 2488,
          risk: 20,
          value: 21_000,
          years_owned_vehicle: 'LESS_THAN_A_YEAR',
        },
      },
      problems: {},
    });
    // Back to the policy's own registration, the car is its own again.
    expect(withRegistration(answers, found, '191D12345').found).toEqual(carDraftOf(answers).found);
  });

  it('checks the value and the kilometres as the quote does', () => {
    const draft = { ...carDraftOf(answers), value: '499', kmPerYear: 'LOW' as const };
    expect(carChangeOf(answers, draft, today).problems).toEqual({
      'vehicle.value': YOUR_CAR_MESSAGES.vehicleValueTooSmall,
    });
    expect(carChangeOf(answers, { ...draft, value: '18,500' }, today)).toEqual({
      change: { km_per_year: 'LOW' },
      problems: {},
    });
  });

  it('removes a driver, the one after taking their place and their offences with them', () => {
    const draft = carDraftOf(answers);
    const { change } = carChangeOf(answers, { ...draft, drivers: draft.drivers.slice(1) }, today);
    expect(change.additional_drivers).toEqual([
      {
        ...sean,
        driver_order: 2,
        penalty_details: [{ ...sean.penalty_details[0], driver_order: 2 }],
      },
    ]);
  });

  it('adds a driver by the quote card’s rules, the problems keyed as the API keys them', () => {
    const draft = carDraftOf(answers);
    const added = newDriverDraft();
    const blank: CarChangeDraft = { ...draft, drivers: [...draft.drivers, added] };
    const { change, problems } = carChangeOf(answers, blank, today);
    expect(change).toEqual({});
    expect(problems['additional_drivers.2.first_name']).toBe(
      ADDITIONAL_DRIVER_MESSAGES.firstNameRequired,
    );
    expect(problems).not.toHaveProperty('change');
    expect(carSummaryOf(blank, problems)[0]).toEqual({
      fieldId: `change-driver-${added.key}-title`,
      message: ADDITIONAL_DRIVER_MESSAGES.titleRequired,
    });

    const aoife = {
      key: added.key,
      typed: {
        ...EMPTY_ADDITIONAL_DRIVER,
        title: 'MISS' as const,
        firstName: 'Aoife',
        lastName: "O'Sullivan",
        dob: '21/11/2009',
        relationshipToProposer: 'CHILD' as const,
        driversLicenseType: 'PROVISIONAL_IRISH' as const,
        lastFiveYearsExperience: 'IRELAND_OR_UK' as const,
        yearsHeld: '0',
        employmentStatus: 'STUDENT',
        additionalDriverPenaltyPointOffenceCount: '0',
      },
    };
    const young = carChangeOf(answers, { ...draft, drivers: [...draft.drivers, aoife] }, today);
    expect(young.problems).toEqual({
      'additional_drivers.2.date_of_birth': ADDITIONAL_DRIVER_MESSAGES.driverTooYoung,
    });
    const of17 = { ...aoife, typed: { ...aoife.typed, dob: '20/11/2009' } };
    const { change: adding } = carChangeOf(
      answers,
      { ...draft, drivers: [...draft.drivers, of17] },
      today,
    );
    expect(adding.additional_drivers?.[2]).toEqual({
      driver_order: 4,
      title: 'MISS',
      first_name: 'Aoife',
      last_name: "O'Sullivan",
      date_of_birth: '2009-11-20',
      employment_status: 'STUDENT',
      occupation: 'SDA',
      license_type: 'PROVISIONAL_IRISH',
      driving_experience: 'IRELAND_OR_UK',
      license_years: 0,
      relationship_to_proposer: 'CHILD',
      penalty_details: [],
    });
  });
});

function Harness({ onChange }: { onChange: (draft: CarChangeDraft) => void }) {
  const [draft, setDraft] = useState(() => carDraftOf(answers));
  return (
    <form>
      <CarChangeFields
        answers={answers}
        draft={draft}
        onDraftChange={(next) => {
          setDraft(next);
          onChange(next);
        }}
        problems={{}}
      />
    </form>
  );
}

describe('car’s change fields', () => {
  it('looks up another car and shows it, with the named drivers to remove or add', async () => {
    const user = userEvent.setup();
    let latest: CarChangeDraft | undefined;
    render(<Harness onChange={(draft) => (latest = draft)} />);
    expect(screen.getByRole('textbox', { name: /Registration/ })).toHaveValue('191-D-12345');
    expect(screen.getByText('Corolla')).toBeInTheDocument();
    const drivers = within(screen.getByRole('group', { name: 'Named drivers' }));
    expect(drivers.getByText("Conor O'Sullivan, Spouse or partner")).toBeInTheDocument();

    const registration = screen.getByRole('textbox', { name: /Registration/ });
    await user.clear(registration);
    await user.type(registration, '211-C-20815');
    await user.click(screen.getByRole('button', { name: 'Look up registration' }));
    expect(await screen.findByText('We found your car: Ford Kuga, 2021.')).toBeInTheDocument();
    expect(latest?.found?.registration).toBe('211-C-20815');

    await user.click(drivers.getByRole('button', { name: "Remove Conor O'Sullivan" }));
    await user.click(drivers.getByRole('button', { name: 'Add a driver' }));
    expect(drivers.getByRole('group', { name: 'Driver 2' })).toBeInTheDocument();
    expect(latest?.drivers.map((driver) => 'kept' in driver)).toEqual([true, false]);
    expect(await axeViolations()).toEqual([]);
  });
});
