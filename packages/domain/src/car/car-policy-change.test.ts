import { describe, expect, it } from 'vitest';
import { POLICY_CHANGE_MESSAGES } from '../policy-changes/change-messages.js';
import {
  ADDITIONAL_DRIVER_MESSAGES,
  CAR_COVER_MESSAGES,
  YOUR_CAR_MESSAGES,
} from './car-messages.js';
import {
  applyCarChange,
  carChangeLines,
  carChangeProblems,
  carPolicyChangeSchema,
  type CarChangeableAnswers,
} from './car-policy-change.js';
import type { AdditionalDriverPayload } from './car-quote-payload.js';
import { REGISTRATION_MESSAGES } from './registration.js';

/** 20 November 2026: a driver born on 20 November 2009 is 17 that day. */
const today = new Date(2026, 10, 20, 10, 0);

const corolla = {
  registration: '191-D-12345',
  abi_code: '32010500',
  make: 'Toyota',
  model: 'Corolla',
  year: 2019,
  version: '1.8 Hybrid Luna 5dr Auto',
  fuel: 'HYBRID' as const,
  cc: 1798,
  risk: 14,
  value: 18_500,
  years_owned_vehicle: 'UP_TO_3_YEARS' as const,
};

const current: CarChangeableAnswers = {
  vehicle: corolla,
  km_per_year: 'AVERAGE',
  additional_drivers: [],
};

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
  penalty_details: [],
};

describe('a car policy changed mid-term', () => {
  it('changes only what is given, the registration in its written form', () => {
    const after = applyCarChange(current, {
      vehicle: { ...corolla, registration: '191 d 12345', value: 17_000 },
      additional_drivers: [conor],
    });
    expect(after).toEqual({
      ...current,
      vehicle: { ...corolla, value: 17_000 },
      additional_drivers: [conor],
    });
    expect(carChangeLines(current, after)).toEqual([
      { label: 'Car value', before: '€18,500', after: '€17,000' },
      { label: 'Named drivers', before: 'None', after: "Conor O'Sullivan (Spouse or partner)" },
    ]);
  });

  it('names another car and another kilometres band in words', () => {
    const golf = { ...corolla, registration: '211-D-1234', make: 'Volkswagen', model: 'Golf' };
    expect(
      carChangeLines(current, applyCarChange(current, { vehicle: golf, km_per_year: 'LOW' })),
    ).toEqual([
      {
        label: 'Car',
        before: '2019 Toyota Corolla 1.8 Hybrid Luna 5dr Auto (191-D-12345)',
        after: '2019 Volkswagen Golf 1.8 Hybrid Luna 5dr Auto (211-D-1234)',
      },
      { label: 'Kilometres a year', before: '10,001 to 15,000 km', after: 'Up to 5,000 km' },
    ]);
  });

  it('keeps the quote’s rules at their boundaries', () => {
    const driver = (change: Partial<AdditionalDriverPayload>) =>
      carChangeProblems(current, { additional_drivers: [{ ...conor, ...change }] }, today);
    expect(driver({ date_of_birth: '2009-11-21' })).toEqual({
      'additional_drivers.0.date_of_birth': ADDITIONAL_DRIVER_MESSAGES.driverTooYoung,
    });
    expect(driver({ date_of_birth: '2009-11-20' })).toEqual({});
    expect(driver({ first_name: '' })).toEqual({
      'additional_drivers.0.first_name': ADDITIONAL_DRIVER_MESSAGES.firstNameRequired,
    });
    expect(
      driver({
        penalty_details: [
          {
            driver_order: 2,
            offence: 'EXCEEDING_SPEED_LIMIT',
            penalty_order: 1,
            penalty_points: 13,
          },
        ],
      }),
    ).toEqual({
      'additional_drivers.0.penalty_details.0.penalty_points':
        CAR_COVER_MESSAGES.penaltyPointsRange,
    });
    expect(driver({ driver_order: 3 })).toHaveProperty('additional_drivers.0.driver_order');

    const car = (change: Partial<typeof corolla>) =>
      carChangeProblems(current, { vehicle: { ...corolla, ...change } }, today);
    expect(car({ value: 499 })).toEqual({
      'vehicle.value': YOUR_CAR_MESSAGES.vehicleValueTooSmall,
    });
    expect(car({ value: 500 })).toEqual({});
    expect(car({ value: 250_001 })).toEqual({
      'vehicle.value': YOUR_CAR_MESSAGES.vehicleValueTooLarge,
    });
    expect(car({ registration: '' })).toEqual({
      'vehicle.registration': REGISTRATION_MESSAGES.neededToBuy,
    });
    expect(car({ registration: 'not a plate' })).toEqual({
      'vehicle.registration': REGISTRATION_MESSAGES.invalid,
    });
  });

  it('refuses a change that alters nothing', () => {
    expect(carChangeProblems(current, {}, today)).toEqual({
      change: POLICY_CHANGE_MESSAGES.nothingChanged,
    });
    expect(
      carChangeProblems(
        current,
        { km_per_year: 'AVERAGE', vehicle: { ...corolla, registration: '191D12345' } },
        today,
      ),
    ).toEqual({ change: POLICY_CHANGE_MESSAGES.nothingChanged });
  });

  it('takes only its own fields on the wire', () => {
    expect(carPolicyChangeSchema.safeParse({ km_per_year: 'LOW' }).success).toBe(true);
    expect(carPolicyChangeSchema.safeParse({ km_per_year: 'LOTS' }).success).toBe(false);
    expect(carPolicyChangeSchema.safeParse({ start_date: '2026-01-01' }).success).toBe(false);
    expect(
      carPolicyChangeSchema.safeParse({ vehicle: { ...corolla, use: 'COMMUTING' } }).success,
    ).toBe(false);
    expect(
      carPolicyChangeSchema.safeParse({ additional_drivers: Array(5).fill(conor) }).success,
    ).toBe(false);
  });
});
