import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  ConversionsBusy,
  HeicTooLarge,
  MAX_HEIC_PIXELS,
  heicDeclaredPixels,
  heicToJpeg,
} from './heic-to-jpeg.js';

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

  it('reads the picture size a photo declares, and refuses one too big before decoding it', async () => {
    const heic = await fixture();
    const declared = heicDeclaredPixels(heic);
    expect(declared).toBeGreaterThan(0);
    expect(declared).toBeLessThanOrEqual(MAX_HEIC_PIXELS);
    // The same photo claiming 10,000 by 10,000 pixels: refused at once, no worker started.
    const huge = Buffer.from(heic);
    const tag = Buffer.from('ispe', 'latin1');
    for (let at = huge.indexOf(tag); at !== -1; at = huge.indexOf(tag, at + 4)) {
      huge.writeUInt32BE(10_000, at + 8);
      huge.writeUInt32BE(10_000, at + 12);
    }
    expect(heicDeclaredPixels(huge)).toBe(100_000_000);
    const started = Date.now();
    await expect(heicToJpeg(huge)).rejects.toBeInstanceOf(HeicTooLarge);
    expect(Date.now() - started).toBeLessThan(200);
    // A file that declares no picture at all is no HEIF photo.
    expect(heicDeclaredPixels(Buffer.from('....ftypheic'))).toBeNull();
    await expect(heicToJpeg(Buffer.from('....ftypheic'))).rejects.toThrow(
      /declares no picture size/,
    );
  });
});
