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
export const heicToJpeg = (heic: Buffer): Promise<Buffer> => inTurn(() => convertInWorker(heic));
