import sharp from 'sharp';
import { CLAIM_LIMITS } from '@wallet/domain';
import { ConversionsBusy, HeicTooLarge, heicToJpeg } from './heic-to-jpeg.js';

/** A photo as it is kept: its bytes and type, with no metadata (no location) left in it. */
export interface CleanedImage {
  bytes: Buffer;
  mediaType: 'image/jpeg' | 'image/png';
}

/** A photo that cannot be read as the type its first bytes claim (or is far too big to open). */
export class UnreadableImage extends Error {
  constructor(cause: unknown) {
    super('the photo could not be read', { cause });
    this.name = 'UnreadableImage';
  }
}

/** A photo that, written again without its metadata, no longer fits the size limit. */
export class CleanedImageTooLarge extends Error {
  constructor() {
    super('the photo is over the size limit once written again');
    this.name = 'CleanedImageTooLarge';
  }
}

/**
 * The most pixels a photo may have: more than any phone camera's at 10 MB, and a bound on what
 * decoding one may take (a small file can claim a huge picture).
 */
const MAX_INPUT_PIXELS = 120_000_000;

/** JPEG qualities tried in turn until the photo fits the size limit; the first nearly always does. */
const JPEG_QUALITIES = [90, 80, 70, 60];

const fits = (bytes: Buffer) => bytes.length > 0 && bytes.length <= CLAIM_LIMITS.maxFileBytes;

const opened = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    // Turned upright as the camera's orientation tag says, since the tag goes with the rest.
    .rotate();

async function written(work: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await work();
  } catch (error) {
    throw new UnreadableImage(error);
  }
}

async function cleanedJpeg(bytes: Buffer): Promise<Buffer> {
  for (const quality of JPEG_QUALITIES) {
    // sharp writes no metadata unless asked to (withMetadata/keepExif): EXIF with its GPS
    // position, XMP and IPTC are all left behind.
    const jpeg = await written(() => opened(bytes).jpeg({ quality }).toBuffer());
    if (fits(jpeg)) return jpeg;
  }
  throw new CleanedImageTooLarge();
}

async function cleanedPng(bytes: Buffer): Promise<Buffer> {
  for (const options of [{}, { compressionLevel: 9, adaptiveFiltering: true }]) {
    // PNG keeps metadata in eXIf and text chunks; none is written again.
    const png = await written(() => opened(bytes).png(options).toBuffer());
    if (fits(png)) return png;
  }
  throw new CleanedImageTooLarge();
}

/**
 * A photo with its metadata removed, above all the location a phone writes into it: JPEG and PNG
 * written again by sharp in their own format, HEIC turned into a JPEG (browsers cannot show
 * HEIC). The photo arrives whole in memory: at most 10 MB, which sharp and the converter read
 * whole anyway.
 */
export async function cleanedImage(
  type: 'image/jpeg' | 'image/png' | 'image/heic',
  bytes: Buffer,
): Promise<CleanedImage> {
  if (type === 'image/png') return { bytes: await cleanedPng(bytes), mediaType: 'image/png' };
  if (type === 'image/jpeg') return { bytes: await cleanedJpeg(bytes), mediaType: 'image/jpeg' };
  let jpeg: Buffer;
  try {
    jpeg = await heicToJpeg(bytes);
  } catch (error) {
    if (error instanceof ConversionsBusy || error instanceof HeicTooLarge) throw error;
    throw new UnreadableImage(error);
  }
  // The converter writes the decoded pixels alone; only a JPEG over the limit is written again.
  return { bytes: fits(jpeg) ? jpeg : await cleanedJpeg(jpeg), mediaType: 'image/jpeg' };
}
