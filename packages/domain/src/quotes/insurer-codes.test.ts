import { describe, expect, it } from 'vitest';
import { insurerNameOf } from './insurer-codes.js';

describe('insurerNameOf', () => {
  it('names every insurer the wallet deals with', () => {
    expect(insurerNameOf('RSA')).toBe('RSA Insurance');
    expect(insurerNameOf('FBD')).toBe('FBD Insurance');
    expect(insurerNameOf('CHUBB')).toBe('Chubb European Group SE');
  });

  it('answers an unknown code as recorded, never a name it does not know', () => {
    expect(insurerNameOf('Zurich')).toBe('Zurich');
    expect(insurerNameOf('toString')).toBe('toString');
  });
});
