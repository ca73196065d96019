import { Readable } from 'node:stream';
import type { ClaimFileType } from '@wallet/domain';

/**
 * A file as it arrives in an upload, before anything of it is kept: its name as sent and its
 * content as a stream, read at most once.
 */
export interface ArrivingFile {
  name: string;
  content: Readable;
}

/**
 * An upload of one file, as the claims service reads it (the route makes it from the multipart
 * request, so the service knows nothing of HTTP).
 */
export interface IncomingUpload {
  /** The file, or null when the upload holds none. */
  file(): Promise<ArrivingFile | null>;
  /** Once the file is read: refuses an upload that holds more than the one file. */
  finish(): Promise<void>;
}

/** An upload that is not one file alone in a well-formed multipart body. */
export class MalformedUpload extends Error {
  constructor(cause?: unknown) {
    super('the upload is not one file in a well-formed multipart body', { cause });
    this.name = 'MalformedUpload';
  }
}

/** A file over the size limit, found as it streamed. */
export class UploadTooLarge extends Error {
  constructor() {
    super('the file is over the size limit');
    this.name = 'UploadTooLarge';
  }
}

/**
 * The first `count` bytes of `stream` (fewer when it is shorter), and the whole content again as
 * a stream that starts with them, read on at the pace of whoever reads it.
 */
export async function peek(
  stream: Readable,
  count: number,
): Promise<{ head: Buffer; content: Readable }> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const read: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < count) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    read.push(next.value);
    length += next.value.length;
  }
  const start = Buffer.concat(read);
  async function* whole() {
    if (start.length > 0) yield start;
    if (ended) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      yield next.value;
    }
  }
  const content = Readable.from(whole(), { objectMode: false });
  // Destroyed unread (a refused file), the stream it came from is let go too.
  content.once('close', () => void chunks.return?.());
  return { head: start.subarray(0, count), content };
}

/** The whole of a stream in memory: only for what is known to be small. */
export async function buffered(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const CONTROL_CHARACTERS =
  // Control characters are what this pattern is for.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The longest name kept, in UTF-16 code units: what file systems allow. */
const NAME_MAX_LENGTH = 255;

const NAMES_OF_TYPES: Record<ClaimFileType, string> = {
  'image/jpeg': 'photo.jpg',
  'image/png': 'image.png',
  'image/heic': 'photo.heic',
  'application/pdf': 'document.pdf',
};

/**
 * The name a file is kept and shown with: as sent, less what the database cannot store or a
 * screen should not show (control characters, unpaired surrogates, folder separators), at most
 * 255 characters; a file sent without one is named by its type.
 */
export function keptName(sent: string, type: ClaimFileType): string {
  const cleaned = sent
    .replace(CONTROL_CHARACTERS, '')
    .replace(/[\\/]/g, '_')
    .trim()
    .slice(0, NAME_MAX_LENGTH)
    // A cut through a surrogate pair leaves half of it.
    .replace(CONTROL_CHARACTERS, '')
    .trim();
  return cleaned || NAMES_OF_TYPES[type];
}
