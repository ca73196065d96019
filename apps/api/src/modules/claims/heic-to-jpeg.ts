import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** The JPEG quality heic-convert writes (0 to 1). */
const JPEG_QUALITY = 0.92;
/** The longest one conversion may take before its worker is stopped. */
const CONVERSION_TIMEOUT_MS = 60_000;
/**
 * Conversions at once in this process: a phone's 12-megapixel photo takes about half a gigabyte
 * while it is decoded, so they wait for each other rather than add up.
 */
const CONVERSIONS_AT_ONCE = 1;
/**
 * Conversions that may wait their turn: each holds its photo (up to 10 MB) while it waits, so a
 * burst beyond this is answered 'busy, try again' rather than queued without end.
 */
const CONVERSIONS_WAITING = 4;

/**
 * The most pixels a HEIC photo may have: a 48-megapixel phone camera's with room to spare. It is
 * decoded in WebAssembly and encoded in JavaScript at about 8 bytes a pixel, so this bounds what
 * one conversion holds (a small file can claim a huge picture).
 */
export const MAX_HEIC_PIXELS = 50_000_000;

/** The worker's own JavaScript heap; the pixels it decodes are bounded by MAX_HEIC_PIXELS. */
const WORKER_HEAP_MB = 256;

/** A HEIC photo whose picture is larger than MAX_HEIC_PIXELS, refused before it is decoded. */
export class HeicTooLarge extends Error {
  constructor(pixels: number) {
    super(`the HEIC photo has ${pixels} pixels`);
    this.name = 'HeicTooLarge';
  }
}

/**
 * The largest picture a HEIC file declares, in pixels: every image in a HEIF file carries its
 * width and height in an 'ispe' property (ISO/IEC 23008-12), the grid of tiles a phone writes
 * included, which the decoder holds the picture to. Null when it declares none (no HEIF).
 */
export function heicDeclaredPixels(heic: Buffer): number | null {
  let largest: number | null = null;
  const tag = Buffer.from('ispe', 'latin1');
  for (let at = heic.indexOf(tag, 4); at !== -1; at = heic.indexOf(tag, at + 4)) {
    // The box: its size and type, then version and flags (4 bytes), width and height (4 each).
    if (at + 16 > heic.length) break;
    const pixels = heic.readUInt32BE(at + 8) * heic.readUInt32BE(at + 12);
    largest = Math.max(largest ?? 0, pixels);
  }
  return largest;
}

/** Too many HEIC photos are being converted at once: the upload is to be tried again shortly. */
export class ConversionsBusy extends Error {
  constructor() {
    super('too many HEIC conversions waiting');
    this.name = 'ConversionsBusy';
  }
}

const heicConvertPath = createRequire(import.meta.url).resolve('heic-convert');

/**
 * heic-convert decodes in WebAssembly and encodes in JavaScript, both on the thread it runs on: a
 * 12-megapixel photo holds it for about two seconds. It runs in a worker of its own, so the
 * server's thread goes on answering, and the worker's memory is given back when it ends.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const convert = require(workerData.modulePath);
const heic = Buffer.from(workerData.heic.buffer, workerData.heic.byteOffset, workerData.heic.byteLength);
convert({ buffer: heic, format: 'JPEG', quality: workerData.quality }).then(
  (jpeg) => parentPort.postMessage({ jpeg: new Uint8Array(jpeg) }),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);
`;

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CONVERSIONS_AT_ONCE) {
    if (waiting.length >= CONVERSIONS_WAITING) throw new ConversionsBusy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function convertInWorker(heic: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      workerData: { modulePath: heicConvertPath, heic, quality: JPEG_QUALITY },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('the HEIC conversion took too long'));
    }, CONVERSION_TIMEOUT_MS);
    const settle = () => {
      clearTimeout(timer);
      void worker.terminate();
    };
    worker.once('message', (message: { jpeg?: Uint8Array; error?: string }) => {
      settle();
      if (message.jpeg) resolve(Buffer.from(message.jpeg));
      else reject(new Error(`the HEIC photo could not be converted: ${message.error}`));
    });
    worker.once('error', (error) => {
      settle();
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the HEIC conversion stopped (exit code ${code})`));
    });
  });
}

/**
 * A HEIC photo (what iPhones take) as a JPEG, which every browser shows. The JPEG is written from
 * the decoded pixels alone: none of the HEIC's metadata (its location among them) goes with it.
 */
export function heicToJpeg(heic: Buffer): Promise<Buffer> {
  const pixels = heicDeclaredPixels(heic);
  if (pixels === null) return Promise.reject(new Error('the HEIC photo declares no picture size'));
  if (pixels > MAX_HEIC_PIXELS) return Promise.reject(new HeicTooLarge(pixels));
  return inTurn(() => convertInWorker(heic));
}
