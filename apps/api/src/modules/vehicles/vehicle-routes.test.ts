import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGISTRATION_MESSAGES,
  VEHICLE_API_PATHS,
  vehicleModelsResponseSchema,
  vehicleVersionsResponseSchema,
} from '@wallet/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A day in the first half of 2026: plates up to 261 have been issued, 262 not yet. */
const TODAY = new Date('2026-03-15T12:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => TODAY });
});
afterAll(async () => t?.close());

const api = (path: string) => `/api${path}`;

function lookUp(rawQuery: string) {
  return t.app.inject({ method: 'GET', url: `${api(VEHICLE_API_PATHS.lookup)}?${rawQuery}` });
}
const lookUpRegistration = (registration: string) =>
  lookUp(new URLSearchParams({ registrationNumber: registration }).toString());

function get(path: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return t.app.inject({ method: 'GET', url: `${api(path)}${search ? `?${search}` : ''}` });
}

describe('GET /api/motor/resources/vehicle/lookup', () => {
  it('answers the car a registration was issued to, with its ABI code', async () => {
    const response = await lookUpRegistration('191-D-12345');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
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

  it('reads the registration however it is typed, in either format', async () => {
    for (const typed of ['191d12345', ' 191 d 12345 ', '191-d-12345']) {
      expect((await lookUpRegistration(typed)).json().abi_code, typed).toBe('32010500');
    }
    const older = await lookUpRegistration('97 wd 954');
    expect(older.statusCode).toBe(200);
    expect(older.json()).toMatchObject({
      make: 'Volkswagen',
      model: 'Golf',
      year_manufacture: 1997,
    });
    const periodTwo = await lookUpRegistration('132-KK-2088');
    expect(periodTwo.json()).toMatchObject({ fuel_type: 'ELECTRIC', engine_cc: 0 });
  });

  it('answers 404 with a clear message for a registration that names no car', async () => {
    const response = await lookUpRegistration('191-D-12346');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: REGISTRATION_MESSAGES.notFound,
    });
  });

  it('refuses what is not an Irish registration with 400, naming the field', async () => {
    for (const typed of ['ABC 123', '13-D-1', '141-TN-1', '191-D-0123', "191-D-1' OR 1=1"]) {
      const response = await lookUpRegistration(typed);
      expect(response.statusCode, typed).toBe(400);
      expect(response.json(), typed).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        fieldErrors: { registrationNumber: [REGISTRATION_MESSAGES.invalid] },
      });
    }
  });

  it('refuses a plate not issued by the server day with 400', async () => {
    const response = await lookUpRegistration('262-D-1208');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      registrationNumber: [REGISTRATION_MESSAGES.notIssuedYet],
    });
    expect((await lookUpRegistration('261-C-7702')).statusCode).toBe(200);
  });

  it('refuses an empty or missing registration with 400', async () => {
    for (const query of ['registrationNumber=', 'registrationNumber=%20%20', '']) {
      const response = await lookUp(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fieldErrors, query).toEqual({
        registrationNumber: [REGISTRATION_MESSAGES.required],
      });
    }
  });

  it('refuses NUL characters, overlong text and repeated parameters with 400, never 5xx', async () => {
    for (const query of [
      'registrationNumber=191-D-12345%00',
      'registrationNumber=%00',
      'registrationNumber=%ED%A0%80',
      `registrationNumber=${'9'.repeat(21)}`,
      `registrationNumber=${'191-D-1'.repeat(2_000)}`,
      'registrationNumber=191-D-12345&registrationNumber=191-D-12345',
      'registrationNumber[a]=1',
    ]) {
      const response = await lookUp(query);
      expect(response.statusCode, query.slice(0, 60)).toBe(400);
      expect(response.json().fieldErrors, query.slice(0, 60)).toBeDefined();
    }
  });
});

describe('the manual search', () => {
  it('GET .../makes lists every make in alphabetical order', async () => {
    const response = await get(VEHICLE_API_PATHS.makes);
    expect(response.statusCode).toBe(200);
    const { makes } = response.json() as { makes: string[] };
    expect(makes.length).toBeGreaterThanOrEqual(14);
    expect(makes).toEqual([...makes].sort());
    expect(makes).toContain('Toyota');
  });

  it("GET .../models lists a make's models with their years, whatever the case typed", async () => {
    const response = await get(VEHICLE_API_PATHS.models, { make: ' volkswagen ' });
    expect(response.statusCode).toBe(200);
    const answer = vehicleModelsResponseSchema.parse(response.json());
    expect(answer.make).toBe('Volkswagen');
    expect(answer.models).toContainEqual({ model: 'Golf', first_year: 1987, last_year: 2026 });
  });

  it('GET .../models answers an unknown make with no models', async () => {
    const response = await get(VEHICLE_API_PATHS.models, { make: 'Trabant' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ make: 'Trabant', models: [] });
  });

  it('GET .../versions lists the versions sold in the year, each with its ABI code', async () => {
    const response = await get(VEHICLE_API_PATHS.versions, {
      make: 'Toyota',
      model: 'Corolla',
      year: '2019',
    });
    expect(response.statusCode).toBe(200);
    const { versions } = vehicleVersionsResponseSchema.parse(response.json());
    expect(versions.map((version) => [version.abi_code, version.version])).toEqual([
      ['32010500', '1.8 Hybrid Luna 5dr Auto'],
      ['32010600', '2.0 Hybrid Sport 5dr Auto'],
    ]);
    expect(versions[0]).toMatchObject({ year_manufacture: 2019, fuel_type: 'HYBRID', risk: 14 });
  });

  it('GET .../versions answers none for a year, model or make with no cars', async () => {
    for (const query of [
      { make: 'Tesla', model: 'Model Y', year: '2021' },
      { make: 'Tesla', model: 'Corolla', year: '2022' },
      { make: 'Trabant', model: '601', year: '1990' },
      { make: 'Toyota', model: 'Corolla', year: '2099' },
    ]) {
      const response = await get(VEHICLE_API_PATHS.versions, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(200);
      expect(response.json()).toEqual({ versions: [] });
    }
  });

  it('refuses a missing or bad make, model or year with 400, naming the field', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{}, VEHICLE_API_PATHS.models, 'make'],
      [{ make: '   ' }, VEHICLE_API_PATHS.models, 'make'],
      [{ make: 'x'.repeat(61) }, VEHICLE_API_PATHS.models, 'make'],
      [{ make: 'Toyota\u0000' }, VEHICLE_API_PATHS.models, 'make'],
      [{ model: 'Corolla', year: '2019' }, VEHICLE_API_PATHS.versions, 'make'],
      [{ make: 'Toyota', year: '2019' }, VEHICLE_API_PATHS.versions, 'model'],
      [{ make: 'Toyota', model: 'Corolla' }, VEHICLE_API_PATHS.versions, 'year'],
      [{ make: 'Toyota', model: 'Corolla', year: 'twenty' }, VEHICLE_API_PATHS.versions, 'year'],
      [{ make: 'Toyota', model: 'Corolla', year: '1986' }, VEHICLE_API_PATHS.versions, 'year'],
      [{ make: 'Toyota', model: 'Corolla', year: '2019.5' }, VEHICLE_API_PATHS.versions, 'year'],
    ];
    for (const [query, path, field] of cases) {
      const response = await get(path, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(response.json().fieldErrors), JSON.stringify(query)).toContain(field);
    }
  });
});
