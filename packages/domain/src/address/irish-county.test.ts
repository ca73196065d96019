import { describe, expect, it } from 'vitest';
import { IRISH_COUNTIES, countyOf, isDublinCounty } from './irish-county.js';

describe('isDublinCounty', () => {
  it.each([
    'Dublin',
    'Co. Dublin',
    'DUBLIN 4',
    'Dublin 6W',
    'South Dublin',
    'Fingal',
    'Dún Laoghaire-Rathdown',
    'DUN LAOGHAIRE',
  ])('counts %s as Dublin', (county) => expect(isDublinCounty(county)).toBe(true));

  it.each(['Cork', 'Wicklow', 'Meath', 'Kildare', '', undefined, null])(
    'does not count %s',
    (county) => expect(isDublinCounty(county)).toBe(false),
  );
});

describe('countyOf', () => {
  it('finds every county however it is written', () => {
    for (const county of IRISH_COUNTIES) {
      expect(countyOf(county)).toBe(county);
      expect(countyOf(`Co. ${county.toUpperCase()}`)).toBe(county);
      expect(countyOf(`County ${county}`)).toBe(county);
    }
  });

  it('agrees with isDublinCounty on every Dublin spelling and knows no county outside the 26', () => {
    for (const county of ['Dublin 6W', 'Fingal', 'Dún Laoghaire-Rathdown', 'South Dublin']) {
      expect(countyOf(county)).toBe('Dublin');
    }
    expect(countyOf('Antrim')).toBeUndefined();
    expect(countyOf('')).toBeUndefined();
  });
});
