import { describe, expect, it } from 'vitest';
import {
  registrationIndexMarkIn,
  isRegistrationIssuedBy,
  parseRegistration,
  REGISTRATION_FORMAT,
  REGISTRATION_INDEX_MARKS,
  REGISTRATION_MESSAGES,
  policyRegistrationProblem,
  registeredCarProblem,
  registrationProblem,
} from './registration.js';

const parsed = (text: string) => parseRegistration(text);

describe('parseRegistration', () => {
  it('reads the 1987 to 2012 format: two digits of the year, the mark, the serial', () => {
    expect(parsed('87-D-1')).toEqual({
      year: 1987,
      county: 'D',
      area: 'Dublin',
      serial: 1,
      normalised: '87-D-1',
    });
    expect(parsed('99-KY-123456')).toMatchObject({ year: 1999, county: 'KY', serial: 123456 });
    expect(parsed('00-G-55')).toMatchObject({ year: 2000, normalised: '00-G-55' });
    expect(parsed('12-WX-4821')).toMatchObject({ year: 2012, area: 'Wexford' });
    expect(parsed('05-KE-4821')?.period).toBeUndefined();
  });

  it('reads the 2013 format with the half-year: 131 and 132, 191, 242', () => {
    expect(parsed('131-D-1')).toEqual({
      year: 2013,
      period: 1,
      county: 'D',
      area: 'Dublin',
      serial: 1,
      normalised: '131-D-1',
    });
    expect(parsed('132-C-9')).toMatchObject({ year: 2013, period: 2 });
    expect(parsed('191-D-12345')).toMatchObject({ year: 2019, period: 1, serial: 12345 });
    expect(parsed('242-MO-7')).toMatchObject({ year: 2024, period: 2, area: 'Mayo' });
  });

  it('reads what was typed with spaces, hyphens or nothing between the parts, in any case', () => {
    for (const typed of [
      '191-D-12345',
      '191 D 12345',
      '191D12345',
      ' 191 - d - 12345 ',
      '191d-12345',
    ]) {
      expect(parsed(typed)?.normalised).toBe('191-D-12345');
    }
    expect(parsed('05ke4821')?.normalised).toBe('05-KE-4821');
  });

  it('takes serials of 1 to 6 digits, never starting with 0', () => {
    expect(parsed('10-D-1')?.serial).toBe(1);
    expect(parsed('10-D-999999')?.serial).toBe(999999);
    expect(parsed('10-D-1234567')).toBeNull();
    expect(parsed('10-D-0123')).toBeNull();
    expect(parsed('10-D-0')).toBeNull();
    expect(parsed('10-D-')).toBeNull();
  });

  it('refuses years outside the format: two digits only to 2012, three only from 2013', () => {
    // 86 and earlier were never issued in this format (older imports aside).
    expect(parsed('86-D-1')).toBeNull();
    expect(parsed('13-D-1')).toBeNull();
    expect(parsed('20-D-1')).toBeNull();
    expect(parsed('121-D-1')).toBeNull();
    expect(parsed('991-D-1')?.year).toBe(2099);
  });

  it('refuses a period other than 1 or 2', () => {
    expect(parsed('130-D-1')).toBeNull();
    expect(parsed('133-D-1')).toBeNull();
    expect(parsed('199-D-1')).toBeNull();
  });

  it('knows which marks each era issued: L, W and T for the whole county from 2014', () => {
    expect(parsed('13-T-1')).toBeNull();
    expect(parsed('132-T-1')).toBeNull();
    expect(parsed('141-T-1')).toMatchObject({ area: 'Tipperary' });
    expect(parsed('132-TN-1')).toMatchObject({ area: 'North Tipperary' });
    expect(parsed('141-TN-1')).toBeNull();
    expect(parsed('141-TS-1')).toBeNull();
    expect(parsed('132-LK-1')).toMatchObject({ area: 'Limerick County' });
    expect(parsed('141-LK-1')).toBeNull();
    expect(parsed('141-WD-1')).toBeNull();
    expect(parsed('05-L-1')).toMatchObject({ area: 'Limerick City' });
    expect(parsed('141-L-1')).toMatchObject({ area: 'Limerick' });
    expect(parsed('99-W-1')).toMatchObject({ area: 'Waterford City' });
    expect(parsed('252-W-1')).toMatchObject({ area: 'Waterford' });
  });

  it('refuses marks that were never issued', () => {
    expect(parsed('191-X-1')).toBeNull();
    expect(parsed('191-DN-1')).toBeNull();
    expect(parsed('191-NI-1')).toBeNull();
    expect(parsed('191-DUB-1')).toBeNull();
  });

  it('refuses anything else: letters first, missing parts, other characters, overlong text', () => {
    for (const text of [
      '',
      '   ',
      'D-191-1',
      '191-1',
      '191-D',
      '191.D.1',
      '191_D_1',
      '191-D-1\u0000',
      '1\u0000-D-1',
      '191-Ď-1',
      '１９１-D-1',
      `191-D-1${' '.repeat(20)}`,
      '9'.repeat(10_000),
    ]) {
      expect(parsed(text)).toBeNull();
    }
  });

  it('reads text up to the input limit, and nothing longer', () => {
    const padded = '191 -  D  - 123456';
    expect(padded.length).toBeLessThanOrEqual(REGISTRATION_FORMAT.maxInputLength);
    expect(parsed(padded)?.normalised).toBe('191-D-123456');
    const longest = `${padded}  `;
    expect(longest).toHaveLength(REGISTRATION_FORMAT.maxInputLength);
    expect(parsed(longest)).not.toBeNull();
    expect(parsed(`${longest} `)).toBeNull();
  });
});

describe('the index marks', () => {
  it('name one area for each mark in each year since 1987', () => {
    for (let year = REGISTRATION_FORMAT.firstYear; year <= 2030; year += 1) {
      for (const { mark } of REGISTRATION_INDEX_MARKS) {
        const areas = REGISTRATION_INDEX_MARKS.filter(
          (entry) =>
            entry.mark === mark && entry.firstYear <= year && (entry.lastYear ?? Infinity) >= year,
        );
        expect(areas.length, `${mark} in ${year}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('issued 29 marks to 2013 and 26, one a county, from 2014', () => {
    const marksIn = (year: number) =>
      new Set(
        REGISTRATION_INDEX_MARKS.filter(({ mark }) => registrationIndexMarkIn(mark, year)).map(
          ({ mark }) => mark,
        ),
      );
    expect(marksIn(2013).size).toBe(29);
    expect(marksIn(2014).size).toBe(26);
  });
});

describe('isRegistrationIssuedBy', () => {
  const onDay = (iso: string) => new Date(`${iso}T12:00:00`);
  const issued = (text: string, day: string) =>
    isRegistrationIssuedBy(parseRegistration(text)!, onDay(day));

  it('holds the first period from 1 January and the second from 1 July', () => {
    expect(issued('261-D-1', '2025-12-31')).toBe(false);
    expect(issued('261-D-1', '2026-01-01')).toBe(true);
    expect(issued('262-D-1', '2026-06-30')).toBe(false);
    expect(issued('262-D-1', '2026-07-01')).toBe(true);
    expect(issued('252-D-1', '2026-01-01')).toBe(true);
    expect(issued('12-D-1', '2026-01-01')).toBe(true);
  });
});

describe('registrationProblem', () => {
  const today = new Date('2026-03-15T12:00:00');

  it('asks for a registration when none is typed', () => {
    expect(registrationProblem('', today)).toBe(REGISTRATION_MESSAGES.required);
    expect(registrationProblem('  ', today)).toBe(REGISTRATION_MESSAGES.required);
    expect(registrationProblem(null, today)).toBe(REGISTRATION_MESSAGES.required);
    expect(registrationProblem(undefined)).toBe(REGISTRATION_MESSAGES.required);
  });

  it('says a registration that is not one is not valid', () => {
    expect(registrationProblem('ABC 123', today)).toBe(REGISTRATION_MESSAGES.invalid);
    expect(registrationProblem('141-TN-1', today)).toBe(REGISTRATION_MESSAGES.invalid);
  });

  it('says a plate from after today has not been issued yet', () => {
    expect(registrationProblem('262-D-1', today)).toBe(REGISTRATION_MESSAGES.notIssuedYet);
    expect(registrationProblem('271-D-1', today)).toBe(REGISTRATION_MESSAGES.notIssuedYet);
    expect(registrationProblem('261-D-1', today)).toBeUndefined();
  });

  it('passes any year of the format when no day is given', () => {
    expect(registrationProblem('262-D-1')).toBeUndefined();
    expect(registrationProblem('87-D-1')).toBeUndefined();
  });
});

describe('the registration of a car found by make and model (decision 0028)', () => {
  const corolla = { make: 'Toyota', model: 'Corolla', year_manufacture: 2019 };

  it('takes a registration whose car is the make and model chosen, in any case or spacing', () => {
    expect(registeredCarProblem(corolla, { make: 'Toyota', model: 'Corolla' })).toBeUndefined();
    expect(registeredCarProblem(corolla, { make: ' TOYOTA', model: 'corolla ' })).toBeUndefined();
  });

  it('says which car the registration is for when it is another make or model', () => {
    const message =
      'This registration is for a 2019 Toyota Corolla, not the car you chose. Please check it, or go back to Your car and look your car up by its registration.';
    expect(registeredCarProblem(corolla, { make: 'Ford', model: 'Focus' })).toBe(message);
    expect(registeredCarProblem(corolla, { make: 'Toyota', model: 'Yaris' })).toBe(message);
  });

  it('needs a registration in the Irish format before a policy is made, never a code', () => {
    expect(policyRegistrationProblem(undefined)).toBe(REGISTRATION_MESSAGES.neededToBuy);
    expect(policyRegistrationProblem(null)).toBe(REGISTRATION_MESSAGES.neededToBuy);
    expect(policyRegistrationProblem('  ')).toBe(REGISTRATION_MESSAGES.neededToBuy);
    expect(policyRegistrationProblem('ABI 32010600')).toBe(REGISTRATION_MESSAGES.invalid);
    expect(policyRegistrationProblem('32010600')).toBe(REGISTRATION_MESSAGES.invalid);
    expect(policyRegistrationProblem('191-D-12345')).toBeUndefined();
    expect(policyRegistrationProblem('05 ke 4821')).toBeUndefined();
  });
});
