import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStoreKey, type FileStore } from './file-store-port.js';
import { withTimeout } from './timeouts.js';

export interface S3FileStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; unset, the AWS endpoint of the region. */
  endpoint?: string | undefined;
  /** Unset, the AWS SDK's own chain (environment, instance role...). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Buckets addressed in the path (http://host/bucket/key), as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** The longest one call may take, a put streaming a file as it arrives included. */
  timeoutMs: number;
  /** Where a stream is spooled before it is sent (the OS's temporary folder by default). */
  spoolDir?: string;
}

/** How long opening a connection to the store may take, within the call's own timeout. */
const CONNECTION_TIMEOUT_MS = 5_000;

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * The FileStore in an S3-compatible object store. S3 takes an object in one request whose length
 * is known beforehand, and a file arriving in a multipart upload has none: a stream is spooled to
 * a temporary file first (never held in memory), then sent with its length. An object is written
 * whole or not at all, so a failed put leaves nothing under its key.
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const { bucket, timeoutMs } = options;
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: S3-compatible servers do not all take the SDK's
    // newer trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: Math.min(CONNECTION_TIMEOUT_MS, timeoutMs),
      // A silent socket: also what bounds a download once its headers have arrived.
      requestTimeout: timeoutMs,
    },
  });
  const spoolDir = options.spoolDir ?? tmpdir();

  async function putFromFile(key: string, path: string, contentType: string, signal: AbortSignal) {
    const { size } = await stat(path);
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: createReadStream(path),
        ContentLength: size,
        ContentType: contentType,
      }),
      { abortSignal: signal },
    );
    return { bytes: size };
  }

  return {
    async put(key, source, { contentType }) {
      assertStoreKey(key);
      return withTimeout('put', timeoutMs, async (signal) => {
        if (Buffer.isBuffer(source)) {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: source,
              ContentLength: source.length,
              ContentType: contentType,
            }),
            { abortSignal: signal },
          );
          return { bytes: source.length };
        }
        const spooled = join(spoolDir, `wallet-file-${randomUUID()}.part`);
        try {
          await pipeline(source as Readable, createWriteStream(spooled, { flags: 'wx' }), {
            signal,
          });
          return await putFromFile(key, spooled, contentType, signal);
        } finally {
          await rm(spooled, { force: true });
        }
      });
    },

    async get(key) {
      assertStoreKey(key);
      // The timeout covers the answer's arrival; the body then streams at the reader's pace,
      // bounded by the socket's silence (requestTimeout).
      const answer = await withTimeout('get', timeoutMs, async (signal) => {
        try {
          return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), {
            abortSignal: signal,
          });
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      });
      if (!answer?.Body) return null;
      return { body: answer.Body as Readable, bytes: answer.ContentLength ?? 0 };
    },

    async delete(key) {
      assertStoreKey(key);
      await withTimeout('delete', timeoutMs, (signal) =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }), {
          abortSignal: signal,
        }),
      );
    },

    close() {
      client.destroy();
    },
  };
}
