import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ConversionsBusy, heicToJpeg } from './heic-to-jpeg.js';

const fixture = () =>
  readFile(new URL('../../test/fixtures/photo-with-location.heic', import.meta.url));

describe('HEIC photos turned to JPEG', () => {
  it('one at a time with four waiting: a burst beyond that is refused as busy, not queued', async () => {
    const heic = await fixture();
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => heicToJpeg(heic)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(ConversionsBusy);
    // Once the burst is over, a photo is converted again.
    expect((await heicToJpeg(heic)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  }, 60_000);
});
