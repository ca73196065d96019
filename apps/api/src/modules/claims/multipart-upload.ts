import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  MalformedUpload,
  UploadTooLarge,
  type ArrivingFile,
  type IncomingUpload,
} from './claim-file-upload.js';

/** The multipart part a claim's file comes in. */
export const CLAIM_FILE_PART = 'file';

type PartStream = MultipartFile['file'];

/**
 * A file's name as the browser sent it: the HTML standard has FormData write a double quote in a
 * name as %22 (and a line break as %0A or %0D), which busboy leaves as it is.
 */
const sentName = (filename: string | undefined) =>
  (filename ?? '').replace(/%22/g, '"').replace(/%0[AD]/gi, ' ');

/**
 * The file's bytes as they arrive. Past the size limit (busboy's fileSize, set where the route
 * registers @fastify/multipart) the stream fails at once with UploadTooLarge, rather than reading
 * the rest of the body first; a body cut short or malformed fails with MalformedUpload.
 */
function contentOf(file: PartStream): Readable {
  file.once('limit', () => file.destroy(new UploadTooLarge()));
  async function* guarded() {
    try {
      for await (const chunk of file) yield chunk as Buffer;
    } catch (error) {
      throw error instanceof UploadTooLarge ? error : new MalformedUpload(error);
    }
    if (file.truncated) throw new UploadTooLarge();
  }
  return Readable.from(guarded(), { objectMode: false });
}

/**
 * The upload a multipart request holds: one part named `file`, and nothing else. Any other body
 * (JSON, an empty form, a part under another name) holds no file; a body that breaks the
 * multipart limits (a field, a second part) or the multipart format is malformed.
 */
export function multipartUpload(request: FastifyRequest): IncomingUpload {
  if (!request.isMultipart()) {
    return { file: async () => null, finish: async () => {} };
  }
  const parts = request.parts();
  const next = async () => {
    try {
      return await parts.next();
    } catch (error) {
      throw new MalformedUpload(error);
    }
  };
  return {
    async file(): Promise<ArrivingFile | null> {
      const first = await next();
      if (first.done) return null;
      const part = first.value;
      if (part.type !== 'file' || part.fieldname !== CLAIM_FILE_PART) {
        if (part.type === 'file') part.file.resume();
        return null;
      }
      return { name: sentName(part.filename), content: contentOf(part.file) };
    },
    async finish() {
      const after = await next();
      if (!after.done) {
        if (after.value.type === 'file') after.value.file.resume();
        throw new MalformedUpload();
      }
    },
  };
}
