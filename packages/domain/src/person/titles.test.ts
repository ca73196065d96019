import { describe, expect, it } from 'vitest';
import { TITLE_CODES } from './titles.js';
import { TITLE_LABELS } from './titles.js';

describe('titles', () => {
  it('labels each profile title code as home.md 2 shows it', () => {
    expect(Object.entries(TITLE_LABELS)).toEqual([
      ['MR', 'Mr.'],
      ['MRS', 'Mrs.'],
      ['MS', 'Ms.'],
      ['MISS', 'Miss.'],
      ['OTHER', 'Other'],
    ]);
    expect(Object.keys(TITLE_LABELS)).toEqual([...TITLE_CODES]);
  });
});
