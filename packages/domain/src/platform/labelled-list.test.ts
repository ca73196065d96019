import { describe, expect, it } from 'vitest';
import { labelledList } from './labelled-list.js';

describe('labelledList', () => {
  it('lists the ids in the order their words are written, with the words by id', () => {
    const { ids, labels } = labelledList({ b: 'Bee', a: 'Ay', 'c-d': 'See dee' });
    expect(ids).toEqual(['b', 'a', 'c-d']);
    expect(labels.a).toBe('Ay');
  });

  it('needs one id at least', () => {
    expect(() => labelledList({})).toThrow(RangeError);
  });
});
