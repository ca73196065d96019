import { describe, expect, it } from 'vitest';
import {
  ABI_CODE_PATTERN,
  parseRegistration,
  REGISTRATION_FORMAT,
  vehicleDetailsSchema,
  type CarRegistration,
} from '@wallet/domain';
import { createLocalVehicleData } from './local-vehicle-data.js';
import { REGISTRATION_SAMPLES } from './registration-samples.js';
import { VEHICLE_CATALOGUE, type CatalogueModel } from './vehicle-catalogue-data.js';

const vehicles = createLocalVehicleData();
const plate = (text: string): CarRegistration => parseRegistration(text)!;
/** The last year the bundled data covers. */
const LAST_YEAR = 2026;

describe('the catalogue', () => {
  const versions = VEHICLE_CATALOGUE.flatMap((model) =>
    model.versions.map((version) => ({ ...version, make: model.make, model: model.model })),
  );

  it('holds 25 to 45 models of at least 14 makes', () => {
    expect(VEHICLE_CATALOGUE.length).toBeGreaterThanOrEqual(25);
    expect(VEHICLE_CATALOGUE.length).toBeLessThanOrEqual(45);
    expect(new Set(VEHICLE_CATALOGUE.map((model) => model.make)).size).toBeGreaterThanOrEqual(14);
  });

  it('gives every version a unique 8-digit ABI code and answers it as a valid lookup', () => {
    expect(new Set(versions.map((version) => version.abiCode)).size).toBe(versions.length);
    for (const version of versions) {
      expect(version.abiCode, version.version).toMatch(ABI_CODE_PATTERN);
      const [first, last] = version.years;
      expect(first, version.version).toBeGreaterThanOrEqual(REGISTRATION_FORMAT.firstYear);
      expect(first, version.version).toBeLessThanOrEqual(last);
      expect(last, version.version).toBeLessThanOrEqual(LAST_YEAR);
      const details = vehicleDetailsSchema.safeParse({
        make: version.make,
        model: version.model,
        year_manufacture: first,
        fuel_type: version.fuelType,
        engine_cc: version.engineCc,
        version: version.version,
        risk: version.abiGroup,
        abi_code: version.abiCode,
      });
      expect(details.error?.issues, `${version.make} ${version.version}`).toBeUndefined();
    }
  });

  it('names each model once', () => {
    const names = VEHICLE_CATALOGUE.map((model) => `${model.make} ${model.model}`.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses data that names an ABI code twice', () => {
    const twice: CatalogueModel[] = [
      VEHICLE_CATALOGUE[0]!,
      { ...VEHICLE_CATALOGUE[0]!, model: 'Copy' },
    ];
    expect(() => createLocalVehicleData(twice)).toThrow(/twice/);
  });
});

describe('the registration table', () => {
  const samples = REGISTRATION_SAMPLES.map((sample) => ({
    ...sample,
    parsed: parseRegistration(sample.registration),
  }));

  it('holds only plates, written as printed, each once', () => {
    for (const sample of samples) {
      expect(sample.parsed?.normalised, sample.registration).toBe(sample.registration);
    }
    const plates = samples.map((sample) => sample.registration);
    expect(new Set(plates).size).toBe(plates.length);
  });

  it('has a plate of every year from 1987, and of both half-years from 2013', () => {
    const issued = new Set(
      samples.map(({ parsed }) => `${parsed!.year}${parsed!.period ? `/${parsed!.period}` : ''}`),
    );
    for (let year = REGISTRATION_FORMAT.firstYear; year <= LAST_YEAR; year += 1) {
      if (year < REGISTRATION_FORMAT.firstPeriodYear) {
        expect(issued, String(year)).toContain(String(year));
      } else {
        expect(issued, `${year}/1`).toContain(`${year}/1`);
        expect(issued, `${year}/2`).toContain(`${year}/2`);
      }
    }
  });

  it('spreads over many counties, with marks of both eras', () => {
    const marks = new Set(samples.map(({ parsed }) => parsed!.county));
    expect(marks.size).toBeGreaterThanOrEqual(20);
    for (const mark of ['TN', 'TS', 'LK', 'WD', 'T']) expect(marks).toContain(mark);
  });

  it('points every plate at a version sold new in its year', async () => {
    for (const sample of samples) {
      const vehicle = await vehicles.findByRegistration(sample.parsed!);
      expect(vehicle, sample.registration).not.toBeNull();
      expect(vehicle!.abi_code).toBe(sample.abiCode);
      expect(vehicle!.year_manufacture).toBe(sample.parsed!.year);
    }
  });

  it('refuses a table holding what is not a plate as printed', () => {
    expect(() =>
      createLocalVehicleData(VEHICLE_CATALOGUE, [
        { registration: '191 D 12345', abiCode: '32010500' },
      ]),
    ).toThrow(/not a plate/);
  });
});

describe('findByRegistration', () => {
  it('answers the car with the details of the lookup', async () => {
    expect(await vehicles.findByRegistration(plate('191d12345'))).toEqual({
      make: 'Toyota',
      model: 'Corolla',
      year_manufacture: 2019,
      fuel_type: 'HYBRID',
      engine_cc: 1798,
      version: '1.8 Hybrid Luna 5dr Auto',
      risk: 14,
      abi_code: '32010500',
    });
  });

  it('answers null for a plate it does not hold', async () => {
    expect(await vehicles.findByRegistration(plate('191-D-12346'))).toBeNull();
    expect(await vehicles.findByRegistration(plate('192-D-12345'))).toBeNull();
  });
});

describe('findByAbiCode', () => {
  it('answers the version as sold in a year, from its first year to its last', async () => {
    expect(await vehicles.findByAbiCode('32010500', 2019)).toMatchObject({
      model: 'Corolla',
      year_manufacture: 2019,
    });
    expect(await vehicles.findByAbiCode('32010500', 2026)).not.toBeNull();
    expect(await vehicles.findByAbiCode('32010500', 2018)).toBeNull();
    expect(await vehicles.findByAbiCode('44010100', 2023)).not.toBeNull();
    expect(await vehicles.findByAbiCode('44010100', 2024)).toBeNull();
  });

  it('answers null for a code it does not hold', async () => {
    expect(await vehicles.findByAbiCode('99999999', 2019)).toBeNull();
  });
});

describe('the manual search', () => {
  it('lists the makes in alphabetical order, each once', async () => {
    const makes = await vehicles.makes();
    expect(makes).toEqual([...new Set(makes)].sort());
    expect(makes).toEqual(
      expect.arrayContaining(['Toyota', 'Volkswagen', 'Mercedes-Benz', 'Tesla']),
    );
  });

  it("lists a make's models with the years each was sold, whatever the case typed", async () => {
    const answer = await vehicles.models('tesla');
    expect(answer).toEqual({
      make: 'Tesla',
      models: [
        { model: 'Model 3', first_year: 2019, last_year: 2026 },
        { model: 'Model Y', first_year: 2022, last_year: 2026 },
      ],
    });
    expect(await vehicles.models('Trabant')).toBeNull();
  });

  it('lists the versions of a model sold in a year, and none outside its years', async () => {
    const versions = await vehicles.versions('Volkswagen', 'golf', 2009);
    expect(versions.map((version) => version.abi_code)).toEqual([
      '48010300',
      '48010400',
      '48010600',
    ]);
    expect(versions.every((version) => version.year_manufacture === 2009)).toBe(true);
    expect(await vehicles.versions('Tesla', 'Model Y', 2021)).toEqual([]);
    expect(await vehicles.versions('Tesla', 'Model Y', 2022)).toHaveLength(2);
    expect(await vehicles.versions('Tesla', 'Golf', 2022)).toEqual([]);
    expect(await vehicles.versions('Trabant', '601', 1990)).toEqual([]);
  });
});
