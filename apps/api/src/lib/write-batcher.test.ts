import { describe, expect, it } from 'vitest';
import { createWriteBatcher } from './write-batcher.js';

describe('createWriteBatcher', () => {
  it('writes what arrives during a write together, answering each caller with its own result', async () => {
    const batches: number[][] = [];
    const batcher = createWriteBatcher<number, string>({
      async writeMany(items) {
        batches.push(items);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return items.map((item) => `row ${item}`);
      },
    });
    const first = Promise.all([1, 2].map((item) => batcher.write(item)));
    // Rows asked for while the first write is in flight wait for the next one.
    await new Promise((resolve) => setTimeout(resolve, 1));
    const second = Promise.all([3, 4, 5].map((item) => batcher.write(item)));
    expect([...(await first), ...(await second)]).toEqual([
      'row 1',
      'row 2',
      'row 3',
      'row 4',
      'row 5',
    ]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('keeps batches within the maximum size', async () => {
    const sizes: number[] = [];
    const batcher = createWriteBatcher<number, number>({
      maxBatch: 2,
      async writeMany(items) {
        sizes.push(items.length);
        return items;
      },
    });
    await Promise.all([1, 2, 3, 4, 5].map((item) => batcher.write(item)));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2);
  });

  it('fails only the row at fault when a batch fails', async () => {
    const batcher = createWriteBatcher<number, number>({
      async writeMany(items) {
        await Promise.resolve();
        if (items.includes(13)) throw new Error('row 13 refused');
        return items.map((item) => item * 10);
      },
    });
    const results = await Promise.allSettled([1, 13, 2, 3].map((item) => batcher.write(item)));
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(results[2]).toEqual({ status: 'fulfilled', value: 20 });
  });
});
