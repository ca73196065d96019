/**
 * The FileStore port's contract, held by both adapters alike: the local folder, and the S3 one
 * against an S3-compatible server (s3rver) the test starts on a free port over a temporary folder,
 * so nothing leaves the machine.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskFileStore } from './disk-file-store.js';
import { FileStoreTimeout, type FileStore } from './file-store-port.js';
import { createS3FileStore } from './s3-file-store.js';

const BUCKET = 'claim-files';
const folders: string[] = [];
const folder = (prefix: string) => {
  const made = mkdtempSync(join(tmpdir(), prefix));
  folders.push(made);
  return made;
};

let s3rver: S3rver;
let s3Endpoint: string;
let s3Spool: string;
let diskRoot: string;

beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder('wallet-s3rver-'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
  s3Spool = folder('wallet-s3-spool-');
  diskRoot = folder('wallet-disk-store-');
});

afterAll(async () => {
  await s3rver?.close();
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

const diskStore = (timeoutMs = 5_000) => createDiskFileStore({ root: diskRoot, timeoutMs });
const s3Store = (timeoutMs = 5_000) =>
  createS3FileStore({
    endpoint: s3Endpoint,
    bucket: BUCKET,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    timeoutMs,
    spoolDir: s3Spool,
  });

async function buffered(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every file under a folder, temporary ones included. */
const filesUnder = (root: string): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

/** `size` bytes in chunks of 64 KiB, as an upload arrives. */
function chunked(size: number, fill = 0x41): Readable {
  const chunk = Buffer.alloc(64 * 1024, fill);
  let left = size;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const part = chunk.subarray(0, Math.min(left, chunk.length));
      left -= part.length;
      this.push(part);
    },
  });
}

/** A source that gives some bytes and then fails, as a refused or cut upload does. */
function failingAfter(bytes: number): Readable {
  let given = false;
  return new Readable({
    read() {
      if (!given) {
        given = true;
        this.push(Buffer.alloc(bytes, 0x42));
        return;
      }
      this.destroy(new Error('the upload was cut'));
    },
  });
}

describe.each([
  ['the local folder', diskStore, () => diskRoot],
  ['an S3-compatible store', s3Store, () => s3Spool],
] as const)('the FileStore in %s', (_where, storeOf, scratchFolder) => {
  let store: FileStore;
  beforeAll(() => {
    store = storeOf();
  });
  afterAll(() => store.close?.());

  it('keeps a buffer and gives it back with its size', async () => {
    const key = randomUUID();
    const bytes = Buffer.from('%PDF-1.7 a small document');
    expect(await store.put(key, bytes, { contentType: 'application/pdf' })).toEqual({
      bytes: bytes.length,
    });
    const got = await store.get(key);
    expect(got?.bytes).toBe(bytes.length);
    expect(await buffered(got!.body)).toEqual(bytes);
  });

  it('keeps a stream as it arrives, a few megabytes of it', async () => {
    const key = randomUUID();
    const size = 3 * 1024 * 1024 + 17;
    expect(await store.put(key, chunked(size), { contentType: 'application/pdf' })).toEqual({
      bytes: size,
    });
    const got = await store.get(key);
    expect(got?.bytes).toBe(size);
    const back = await buffered(got!.body);
    expect(back.length).toBe(size);
    expect(back.every((byte) => byte === 0x41)).toBe(true);
  });

  it('answers null for a key it does not hold, and deletes what is not there without fault', async () => {
    const key = randomUUID();
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('deletes a file', async () => {
    const key = randomUUID();
    await store.put(key, Buffer.from('x'), { contentType: 'image/png' });
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('leaves nothing under the key, and no temporary file, when the source fails', async () => {
    const key = randomUUID();
    const before = filesUnder(scratchFolder());
    await expect(
      store.put(key, failingAfter(100_000), { contentType: 'application/pdf' }),
    ).rejects.toThrow('the upload was cut');
    expect(await store.get(key)).toBeNull();
    expect(filesUnder(scratchFolder())).toEqual(before);
  });

  it('gives up on a source that stalls, within its timeout, leaving nothing', async () => {
    const key = randomUUID();
    const hasty = storeOf(300);
    const stalled = new Readable({ read() {} });
    stalled.push(Buffer.from('%PDF-'));
    const started = Date.now();
    await expect(
      hasty.put(key, stalled, { contentType: 'application/pdf' }),
    ).rejects.toBeInstanceOf(FileStoreTimeout);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await store.get(key)).toBeNull();
    hasty.close?.();
  });

  it('takes only keys the API made (UUIDs), never a name', async () => {
    for (const key of ['../secrets.json', 'kitchen.jpg', '', `${randomUUID()}/..`]) {
      await expect(store.put(key, Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow(
        'UUID',
      );
      await expect(store.get(key)).rejects.toThrow('UUID');
      await expect(store.delete(key)).rejects.toThrow('UUID');
    }
  });
});

describe('the S3 adapter', () => {
  it('gives up within its timeout on a store that takes the connection and never answers', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const store = createS3FileStore({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: BUCKET,
      region: 'eu-west-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      timeoutMs: 500,
      spoolDir: s3Spool,
    });
    try {
      for (const call of [
        () => store.get(randomUUID()),
        () => store.put(randomUUID(), Buffer.from('x'), { contentType: 'image/png' }),
        () => store.delete(randomUUID()),
      ]) {
        const started = Date.now();
        await expect(call()).rejects.toBeInstanceOf(FileStoreTimeout);
        expect(Date.now() - started).toBeLessThan(3_000);
      }
    } finally {
      store.close?.();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
