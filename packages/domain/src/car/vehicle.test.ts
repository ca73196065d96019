import { describe, expect, it } from 'vitest';
import { engineCcProblem } from './vehicle-lists.js';
import {
  vehicleDetailsSchema,
  vehicleLookupQuerySchema,
  vehicleVersionsQuerySchema,
} from './vehicle.js';

const corolla = {
  make: 'Toyota',
  model: 'Corolla',
  year_manufacture: 2019,
  fuel_type: 'HYBRID',
  engine_cc: 1798,
  version: '1.8 Hybrid Luna 5dr Auto',
  risk: 14,
  abi_code: '32120601',
};

describe('vehicleDetailsSchema', () => {
  it('takes the lookup answer with its ABI code', () => {
    expect(vehicleDetailsSchema.parse(corolla)).toEqual(corolla);
  });

  it('takes ABI groups 1 to 50 and nothing outside', () => {
    expect(vehicleDetailsSchema.safeParse({ ...corolla, risk: 1 }).success).toBe(true);
    expect(vehicleDetailsSchema.safeParse({ ...corolla, risk: 50 }).success).toBe(true);
    expect(vehicleDetailsSchema.safeParse({ ...corolla, risk: 0 }).success).toBe(false);
    expect(vehicleDetailsSchema.safeParse({ ...corolla, risk: 51 }).success).toBe(false);
    expect(vehicleDetailsSchema.safeParse({ ...corolla, risk: 14.5 }).success).toBe(false);
  });

  it('takes an ABI code of 8 digits only', () => {
    for (const abi_code of ['3212060', '321206011', '3212060A', '']) {
      expect(vehicleDetailsSchema.safeParse({ ...corolla, abi_code }).success).toBe(false);
    }
  });

  it('refuses a fuel type outside the list', () => {
    expect(vehicleDetailsSchema.safeParse({ ...corolla, fuel_type: 'LPG' }).success).toBe(false);
  });
});

describe('engineCcProblem', () => {
  it('wants 0 for an electric car and more for every other', () => {
    expect(engineCcProblem('ELECTRIC', 0)).toBeUndefined();
    expect(engineCcProblem('ELECTRIC', 1)).toBeDefined();
    expect(engineCcProblem('PETROL', 998)).toBeUndefined();
    expect(engineCcProblem('PLUG_IN_HYBRID', 0)).toBeDefined();
    const electric = { ...corolla, fuel_type: 'ELECTRIC', engine_cc: 1798 };
    expect(vehicleDetailsSchema.safeParse(electric).error?.issues[0]?.path).toEqual(['engine_cc']);
  });
});

describe('the search queries', () => {
  it('keeps overlong registrations from being read', () => {
    expect(vehicleLookupQuerySchema.safeParse({ registrationNumber: 'x'.repeat(20) }).success).toBe(
      true,
    );
    expect(vehicleLookupQuerySchema.safeParse({ registrationNumber: 'x'.repeat(21) }).success).toBe(
      false,
    );
    expect(vehicleLookupQuerySchema.safeParse({}).success).toBe(false);
  });

  it('reads the year as a number from 1987, and the names trimmed', () => {
    expect(
      vehicleVersionsQuerySchema.parse({ make: ' Toyota ', model: 'Corolla', year: '2019' }),
    ).toEqual({ make: 'Toyota', model: 'Corolla', year: 2019 });
    for (const year of ['1986', '19', '20190', '2019.0', ' 2019', '']) {
      expect(
        vehicleVersionsQuerySchema.safeParse({ make: 'Toyota', model: 'Corolla', year }).success,
        year,
      ).toBe(false);
    }
    expect(
      vehicleVersionsQuerySchema.safeParse({ make: '  ', model: 'Corolla', year: '2019' }).success,
    ).toBe(false);
  });
});
