/**
 * Photos and documents on a claim (issue 44), through the real server, its real database and the
 * local FileStore in a folder of the test's: known by their content, cleaned of their location,
 * refused before anything is kept, kept once, at most 10, and served to their owner only.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_LIMITS,
  CLAIM_MESSAGES,
  HOME_PRODUCT_FACTS,
  claimDetailSchema,
} from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { claimFiles, claims } from '../../db/schema.js';
import { buyHomePolicy } from '../../test/checkout-fixtures.js';
import { makeHomeClaim, today } from '../../test/claim-fixtures.js';
import { captureLogs } from '../../test/log-capture.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { FileStoreTimeout } from '../../adapters/file-store/file-store-port.js';
import { MALFORMED_UPLOAD_MESSAGE, UPLOAD_TOO_SLOW_MESSAGE } from './claims-service.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const MiB = 1024 * 1024;
const MAX = CLAIM_LIMITS.maxFileBytes;

const logs = captureLogs();
let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
let policyId: string;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
  buyer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  other = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
  policyId = (await buyHomePolicy(t.app, buyer.headers, 'card', { daysAgo: 20 })).policyId;
}, 60_000);
afterAll(async () => t?.close());

/** A new claim of the buyer's, its reference. */
const newClaim = () => makeHomeClaim(t.app, buyer.headers, policyId);

type Part =
  | { name: string; filename: string; bytes: Buffer; type?: string }
  | { name: string; value: string };

/** A multipart body as a browser's FormData writes it. */
async function formOf(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else
      form.append(
        part.name,
        new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' }),
        part.filename,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

const filesUrl = (reference: string, uploadId: string = randomUUID()) =>
  `/api/claims/${reference}/files?upload_id=${uploadId}`;

async function send(url: string, parts: Part[], headers: Record<string, string> = buyer.headers) {
  const { payload, contentType } = await formOf(parts);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

/** One file sent as the claim form sends it: one part named `file`. */
const upload = (
  reference: string,
  file: { name: string; bytes: Buffer },
  options: { uploadId?: string; headers?: Record<string, string> } = {},
) =>
  send(
    filesUrl(reference, options.uploadId),
    [{ name: 'file', filename: file.name, bytes: file.bytes }],
    options.headers,
  );

const fetchFile = (reference: string, fileId: string, headers = buyer.headers) =>
  t.app.inject({ method: 'GET', url: `/api/claims/${reference}/files/${fileId}`, headers });

async function claimRow(reference: string) {
  const [row] = await db().select().from(claims).where(eq(claims.reference, reference));
  return row!;
}
async function fileRowsOf(reference: string) {
  return db()
    .select()
    .from(claimFiles)
    .where(eq(claimFiles.claimId, (await claimRow(reference)).id));
}

/** Every file the store holds, temporary ones included. */
const storedFiles = () =>
  readdirSync(t.fileStoreDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();

/** The store holds exactly the files the database lists: nothing refused was left in it. */
async function expectStoreMatchesRows() {
  const rows = await db().select({ key: claimFiles.storageKey }).from(claimFiles);
  expect(storedFiles()).toEqual(rows.map((row) => row.key).sort());
}

// What a phone camera writes: a photo with its position (Dublin) in its EXIF GPS block.
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '53/1 20/1 59/1',
  GPSLongitudeRef: 'W',
  GPSLongitude: '6/1 15/1 37/1',
};
const gradient = (width: number, height: number) => {
  const raw = Buffer.alloc(width * height * 3);
  for (let at = 0; at < width * height; at++) {
    raw[at * 3] = (at % width) * 3;
    raw[at * 3 + 1] = Math.floor(at / width) * 4;
    raw[at * 3 + 2] = 90;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } });
};
/** 64 × 48 pixels, turned on its side by its orientation tag (6: show it rotated 90°). */
const jpegWithLocation = () =>
  gradient(64, 48)
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone', Model: 'Camera' }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .toBuffer();
const pngWithLocation = () =>
  gradient(40, 30)
    .png()
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: GPS })
    .toBuffer();
const pdf = (size = 2_000) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n');
  return bytes;
};
const HEIC_FIXTURE = fileURLToPath(
  new URL('../../test/fixtures/photo-with-location.heic', import.meta.url),
);

describe('a photo from a phone', () => {
  it('is kept upright without its location, and served to its owner as it was kept', async () => {
    const reference = await newClaim();
    const photo = await jpegWithLocation();
    expect(await exifr.gps(photo)).toMatchObject({ latitude: expect.closeTo(53.35, 2) });

    const response = await upload(reference, { name: 'Kitchen floor.jpg', bytes: photo });
    expect(response.statusCode, response.body).toBe(200);
    const claim = claimDetailSchema.parse(response.json());
    expect(claim.files).toEqual([
      {
        file_id: expect.any(String),
        name: 'Kitchen floor.jpg',
        media_type: 'image/jpeg',
        size_bytes: expect.any(Number),
        author: 'customer',
        uploaded_at: expect.any(String),
      },
    ]);
    const [file] = claim.files;

    const served = await fetchFile(reference, file!.file_id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Number(served.headers['content-length'])).toBe(file!.size_bytes);
    expect(served.rawPayload.length).toBe(file!.size_bytes);
    expect(await exifr.gps(served.rawPayload)).toBeUndefined();
    const kept = await sharp(served.rawPayload).metadata();
    // Turned as its tag said, and the tag gone with the rest of the EXIF.
    expect([kept.width, kept.height, kept.orientation, kept.exif]).toEqual([
      48,
      64,
      undefined,
      undefined,
    ]);
    // As kept in the store, too.
    const [row] = await fileRowsOf(reference);
    const stored = readFileSync(
      `${t.fileStoreDir}/${row!.storageKey.slice(0, 2)}/${row!.storageKey}`,
    );
    expect(stored.equals(served.rawPayload)).toBe(true);
  });

  it('as a PNG screenshot is kept a PNG without its metadata', async () => {
    const reference = await newClaim();
    const png = await pngWithLocation();
    expect(await exifr.gps(png)).toMatchObject({ latitude: expect.closeTo(53.35, 2) });
    const response = await upload(reference, { name: 'screenshot.png', bytes: png });
    expect(response.statusCode, response.body).toBe(200);
    const [file] = claimDetailSchema.parse(response.json()).files;
    expect(file).toMatchObject({ name: 'screenshot.png', media_type: 'image/png' });
    const served = await fetchFile(reference, file!.file_id);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await exifr.gps(served.rawPayload)).toBeUndefined();
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it("as an iPhone's HEIC becomes a JPEG a browser shows, without its location, under its own name", async () => {
    const heic = readFileSync(HEIC_FIXTURE);
    // exifr does not read EXIF inside HEIC: its TIFF block, read on its own, holds the position.
    const tiff = heic.subarray(heic.indexOf(Buffer.from('II*\u0000', 'latin1')));
    expect(await exifr.gps(tiff)).toMatchObject({ latitude: expect.closeTo(53.35, 2) });

    const reference = await newClaim();
    const response = await upload(reference, { name: 'IMG_0042.HEIC', bytes: heic });
    expect(response.statusCode, response.body).toBe(200);
    const [file] = claimDetailSchema.parse(response.json()).files;
    expect(file).toMatchObject({ name: 'IMG_0042.HEIC', media_type: 'image/jpeg' });
    const served = await fetchFile(reference, file!.file_id);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect([...served.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await exifr.gps(served.rawPayload)).toBeUndefined();
    expect(await exifr.parse(served.rawPayload)).toBeUndefined();
    const kept = await sharp(served.rawPayload).metadata();
    expect([kept.format, kept.width, kept.height]).toEqual(['jpeg', 120, 80]);
  });

  it('is refused with its own message when it claims a bigger picture than is taken', async () => {
    const heic = Buffer.from(readFileSync(HEIC_FIXTURE));
    const tag = Buffer.from('ispe', 'latin1');
    for (let at = heic.indexOf(tag); at !== -1; at = heic.indexOf(tag, at + 4)) {
      heic.writeUInt32BE(8_000, at + 8);
      heic.writeUInt32BE(8_000, at + 12);
    }
    const reference = await newClaim();
    const response = await upload(reference, { name: 'IMG_0043.HEIC', bytes: heic });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.file).toEqual([
      CLAIM_MESSAGES.photoTooManyPixels('IMG_0043.HEIC'),
    ]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/claims/${reference}`,
      headers: buyer.headers,
    });
    expect(claimDetailSchema.parse(detail.json()).files).toEqual([]);
  });
});

describe('a document', () => {
  it('is kept byte for byte and served inline under its name, never to be sniffed or cached', async () => {
    const reference = await newClaim();
    const document = pdf(300_000);
    const name = 'Plumber’s invoice "March".pdf';
    const response = await upload(reference, { name, bytes: document });
    expect(response.statusCode, response.body).toBe(200);
    const [file] = claimDetailSchema.parse(response.json()).files;
    expect(file).toMatchObject({ name, media_type: 'application/pdf', size_bytes: 300_000 });

    const served = await fetchFile(reference, file!.file_id);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(document)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': '300000',
      'content-disposition': `inline; filename="Plumber_s invoice _March_.pdf"; filename*=UTF-8''Plumber%E2%80%99s%20invoice%20%22March%22.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      // The API's policy: the file can run nothing, even opened on its own.
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    });
    // As typed from the e-mail, in lower case.
    expect((await fetchFile(reference.toLowerCase(), file!.file_id)).statusCode).toBe(200);
  });

  it('of 10 MB streams into the store without being held in memory', async () => {
    const reference = await newClaim();
    // Warmed up: the route's code loaded and its first queries made.
    expect((await upload(reference, { name: 'first.pdf', bytes: pdf() })).statusCode).toBe(200);

    // What the process holds, its garbage collected first: a peak between collections would
    // count chunks already written and let go of.
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const held = () => {
      collectGarbage();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return { heapUsed, arrayBuffers };
    };

    const boundary = 'wallet-memory-check';
    const opening = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
    // The same 64 KiB sent again and again: the sender holds nothing more, so what the process
    // comes to hold is the server's.
    const filler = Buffer.alloc(64 * 1024, 0x20);
    let fill = MAX - '%PDF-1.7\n'.length;
    let chunks = 0;
    const before = held();
    let most = { ...before };
    let samples = 0;
    const sample = () => {
      const now = held();
      samples += 1;
      most = {
        heapUsed: Math.max(most.heapUsed, now.heapUsed),
        arrayBuffers: Math.max(most.arrayBuffers, now.arrayBuffers),
      };
    };
    let opened = false;
    const body = new Readable({
      read() {
        if (!opened) {
          opened = true;
          return void this.push(opening);
        }
        if (fill > 0) {
          // Every megabyte sent, what the server holds of the file so far.
          if (++chunks % 16 === 0) sample();
          const part = filler.subarray(0, Math.min(fill, filler.length));
          fill -= part.length;
          return void this.push(part);
        }
        this.push(closing);
        this.push(null);
      },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: filesUrl(reference),
      headers: { ...buyer.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    const files = claimDetailSchema.parse(response.json()).files;
    expect(files.at(-1)).toMatchObject({ name: 'scan.pdf', size_bytes: MAX });
    expect(samples).toBeGreaterThanOrEqual(9);
    const rise = {
      heapUsed: most.heapUsed - before.heapUsed,
      arrayBuffers: most.arrayBuffers - before.arrayBuffers,
    };
    console.log(
      `10 MB PDF upload, ${samples} samples: the heap held at most ${(rise.heapUsed / MiB).toFixed(2)} MiB more, array buffers ${(rise.arrayBuffers / MiB).toFixed(2)} MiB`,
    );
    expect(rise.heapUsed).toBeLessThan(3 * MiB);
    expect(rise.arrayBuffers).toBeLessThan(3 * MiB);
  });
});

describe('a file the rules refuse', () => {
  let reference: string;
  beforeAll(async () => {
    reference = await newClaim();
  });

  it('is refused by its content, whatever its name, before anything is kept', async () => {
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4_000, 0x90)]);
    const response = await upload(reference, { name: 'photo.jpg', bytes: program });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      file: [CLAIM_MESSAGES.fileWrongType('photo.jpg')],
    });
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1');
    expect((await upload(reference, { name: 'photo.png', bytes: gif })).json().fieldErrors).toEqual(
      { file: [CLAIM_MESSAGES.fileWrongType('photo.png')] },
    );
    expect(await fileRowsOf(reference)).toHaveLength(0);
    await expectStoreMatchesRows();
  });

  it('refuses an empty file', async () => {
    const response = await upload(reference, { name: 'empty.pdf', bytes: Buffer.alloc(0) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      file: [CLAIM_MESSAGES.fileEmpty('empty.pdf')],
    });
  });

  it('refuses a photo that is not what its first bytes say', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    const response = await upload(reference, { name: 'broken.jpg', bytes: broken });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      file: [CLAIM_MESSAGES.fileWrongType('broken.jpg')],
    });
    await expectStoreMatchesRows();
  });

  it.each([
    ['document', pdf(MAX + 1)],
    ['photo', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(MAX - 3)])],
  ])('refuses a %s of 10 MB and a byte as it streams, keeping nothing', async (_kind, bytes) => {
    expect(bytes.length).toBe(MAX + 1);
    const response = await upload(reference, { name: 'big scan.pdf', bytes });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      file: [CLAIM_MESSAGES.fileTooLarge('big scan.pdf')],
    });
    expect(await fileRowsOf(reference)).toHaveLength(0);
    await expectStoreMatchesRows();
  });

  it('keeps a document of exactly 10 MB', async () => {
    const response = await upload(reference, { name: 'exact.pdf', bytes: pdf(MAX) });
    expect(response.statusCode, response.body).toBe(200);
    expect(claimDetailSchema.parse(response.json()).files.at(-1)?.size_bytes).toBe(MAX);
  });
});

describe("a claim's files", () => {
  it('are at most 10: the tenth is kept, the eleventh refused', async () => {
    const reference = await newClaim();
    for (let index = 1; index <= 9; index++) {
      const response = await upload(reference, { name: `page ${index}.pdf`, bytes: pdf() });
      expect(response.statusCode, response.body).toBe(200);
    }
    const tenth = await upload(reference, { name: 'page 10.pdf', bytes: pdf() });
    expect(tenth.statusCode).toBe(200);
    const files = claimDetailSchema.parse(tenth.json()).files;
    // Oldest first.
    expect(files.map((file) => file.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `page ${index + 1}.pdf`),
    );
    const eleventh = await upload(reference, { name: 'page 11.pdf', bytes: pdf() });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().fieldErrors).toEqual({ file: [CLAIM_MESSAGES.tooManyFiles] });
    expect(await fileRowsOf(reference)).toHaveLength(10);
    await expectStoreMatchesRows();
  });

  it('keep one file however often the same upload is sent', async () => {
    const reference = await newClaim();
    const uploadId = randomUUID();
    const first = await upload(reference, { name: 'receipt.pdf', bytes: pdf() }, { uploadId });
    const again = await upload(reference, { name: 'receipt.pdf', bytes: pdf() }, { uploadId });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await fileRowsOf(reference)).toHaveLength(1);
    await expectStoreMatchesRows();
  });

  it('take no more once the claim is settled or declined', async () => {
    const reference = await newClaim();
    await db().update(claims).set({ stage: 'settled' }).where(eq(claims.reference, reference));
    const response = await upload(reference, { name: 'late.pdf', bytes: pdf() });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      file: [CLAIM_MESSAGES.fileClaimClosed(HOME_PRODUCT_FACTS.claims.phoneNumber)],
    });
    expect(await fileRowsOf(reference)).toHaveLength(0);
    await expectStoreMatchesRows();
  });

  it('move a claim awaiting information back to being assessed, and start the decision clock', async () => {
    const reference = await newClaim();
    await db()
      .update(claims)
      .set({ stage: 'awaiting_information' })
      .where(eq(claims.reference, reference));
    const response = await upload(reference, { name: 'receipt.pdf', bytes: pdf() });
    expect(response.statusCode).toBe(200);
    const claim = claimDetailSchema.parse(response.json());
    expect(claim.stage).toBe('being_assessed');
    expect(claim.timeline.map((event) => event.stage)).toEqual(['received', 'being_assessed']);
    expect((await claimRow(reference)).informationCompleteOn).toBe(today());
    // A claim not awaiting anything stays where it is.
    const more = await upload(reference, { name: 'photo.pdf', bytes: pdf() });
    expect(claimDetailSchema.parse(more.json()).timeline).toHaveLength(2);
  });

  it('are listed on the claim, and logged by identifiers only, never by name', async () => {
    const reference = await newClaim();
    const name = 'Seaview-Terrace-kitchen.pdf';
    await upload(reference, { name, bytes: pdf() });
    const page = claimDetailSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/claims/${reference}`,
          headers: buyer.headers,
        })
      ).json(),
    );
    expect(page.files.map((file) => file.name)).toEqual([name]);
    const received = logs.lines.filter((line) => line.msg === 'claim file received');
    expect(received.length).toBeGreaterThan(0);
    expect(JSON.stringify(logs.lines)).not.toContain('Seaview');
  });
});

describe('claim files are the owner’s only', () => {
  let reference: string;
  let fileId: string;
  beforeAll(async () => {
    reference = await newClaim();
    fileId = (await upload(reference, { name: 'mine.pdf', bytes: pdf() })).json().files[0].file_id;
  });

  it('another customer can neither send a file to the claim nor open one', async () => {
    const sent = await upload(
      reference,
      { name: 'theirs.pdf', bytes: pdf() },
      {
        headers: other.headers,
      },
    );
    expect(sent.statusCode).toBe(404);
    expect(sent.json().message).toBe(CLAIM_MESSAGES.claimNotFound);
    const opened = await fetchFile(reference, fileId, other.headers);
    expect(opened.statusCode).toBe(404);
    expect(opened.json().message).toBe(CLAIM_MESSAGES.fileNotFound);
    expect(await fileRowsOf(reference)).toHaveLength(1);
  });

  it('answers 404 for a file id that names no file of the claim, a malformed one included', async () => {
    const elsewhere = await newClaim();
    for (const [claim, id] of [
      [reference, randomUUID()],
      [reference, 'not-a-file-id'],
      [reference, '..%2F..%2Fsecrets.json'],
      [reference, `${fileId}x`],
      [elsewhere, fileId],
      ['CL-NOTACLAIM', fileId],
    ] as const) {
      const response = await fetchFile(claim, id);
      expect(response.statusCode, `${claim} ${id}`).toBe(404);
      expect(response.json().message).toBe(CLAIM_MESSAGES.fileNotFound);
    }
  });

  it('a visitor must sign in first, before the request is looked at', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${reference}/files`,
      headers: { 'content-type': 'application/json' },
      payload: '{"nonsense":',
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().fieldErrors).toBeUndefined();
    expect(
      (await upload(reference, { name: 'x.pdf', bytes: pdf() }, { headers: {} })).statusCode,
    ).toBe(401);
    const forged = { authorization: `${buyer.headers.authorization}x` };
    expect(
      (await upload(reference, { name: 'x.pdf', bytes: pdf() }, { headers: forged })).statusCode,
    ).toBe(401);
    expect((await fetchFile(reference, fileId, {} as never)).statusCode).toBe(401);
    expect((await fetchFile(reference, 'junk', forged)).statusCode).toBe(401);
    expect(await fileRowsOf(reference)).toHaveLength(1);
  });
});

describe('bad input', () => {
  let reference: string;
  beforeAll(async () => {
    reference = await newClaim();
  });

  const raw = (body: string | Buffer, contentType: string, url = filesUrl(reference)) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...buyer.headers, 'content-type': contentType },
      payload: body,
    });
  const boundary = 'wallet-bad-input';
  const multipartType = `multipart/form-data; boundary=${boundary}`;
  const partHead = (name: string, filename?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\nContent-Type: application/pdf\r\n\r\n`;

  it('is answered with 400, never a 5xx, and keeps nothing', async () => {
    const cases: [string, Promise<{ statusCode: number; body: string }>][] = [
      ['a JSON body', raw(JSON.stringify({ file: 'x' }), 'application/json')],
      ['a text body', raw('hello', 'text/plain')],
      ['no upload_id', send(`/api/claims/${reference}/files`, [])],
      [
        'a malformed upload_id',
        send(`/api/claims/${reference}/files?upload_id=one`, [
          { name: 'file', filename: 'a.pdf', bytes: pdf() },
        ]),
      ],
      [
        'an unknown query parameter',
        send(`${filesUrl(reference)}&extra=1`, [{ name: 'file', filename: 'a.pdf', bytes: pdf() }]),
      ],
      ['an empty form', send(filesUrl(reference), [])],
      [
        'a file under another name',
        send(filesUrl(reference), [{ name: 'photo', filename: 'a.pdf', bytes: pdf() }]),
      ],
      [
        'a second file',
        send(filesUrl(reference), [
          { name: 'file', filename: 'a.pdf', bytes: pdf() },
          { name: 'file', filename: 'b.pdf', bytes: pdf() },
        ]),
      ],
      [
        'a field',
        send(filesUrl(reference), [
          { name: 'note', value: 'hello' },
          { name: 'file', filename: 'a.pdf', bytes: pdf() },
        ]),
      ],
      [
        'a field after the file',
        send(filesUrl(reference), [
          { name: 'file', filename: 'a.pdf', bytes: pdf() },
          { name: 'note', value: 'hello' },
        ]),
      ],
      ['no boundary', raw(`${partHead('file', 'a.pdf')}%PDF-1.7`, 'multipart/form-data')],
      [
        'a body cut short',
        raw(`${partHead('file', 'a.pdf')}%PDF-1.7 and then nothing`, multipartType),
      ],
      ['garbage', raw('%%%% not multipart at all %%%%', multipartType)],
      ['an empty body', raw('', multipartType)],
      [
        'a part with no headers',
        raw(`--${boundary}\r\n\r\n%PDF-1.7\r\n--${boundary}--\r\n`, multipartType),
      ],
      [
        'a NUL in the name',
        raw(`${partHead('file', 'a\u0000b.pdf')}%PDF-1.7\r\n--${boundary}--\r\n`, multipartType),
      ],
      [
        'a __proto__ part',
        raw(`${partHead('__proto__', 'a.pdf')}%PDF-1.7\r\n--${boundary}--\r\n`, multipartType),
      ],
    ];
    const answers: string[] = [];
    for (const [label, answered] of cases) {
      const response = await answered;
      answers.push(`${label}: ${response.statusCode}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(': 400'))).toEqual(
      // A NUL in a name is taken out, not refused.
      ['a NUL in the name: 200'],
    );
    const files = await fileRowsOf(reference);
    expect(files.map((file) => file.name)).toEqual(['ab.pdf']);
    await expectStoreMatchesRows();
  });

  it('names what is missing or wrong', async () => {
    const none = await send(filesUrl(reference), []);
    expect(none.json().fieldErrors).toEqual({ file: [CLAIM_MESSAGES.fileRequired] });
    const json = await raw('{}', 'application/json');
    expect(json.json().fieldErrors).toEqual({ file: [CLAIM_MESSAGES.fileRequired] });
    const twice = await send(filesUrl(reference), [
      { name: 'file', filename: 'a.pdf', bytes: pdf() },
      { name: 'file', filename: 'b.pdf', bytes: pdf() },
    ]);
    expect(twice.json().message).toBe(MALFORMED_UPLOAD_MESSAGE);
    const noUploadId = await send(`/api/claims/${reference}/files`, []);
    expect(Object.keys(noUploadId.json().fieldErrors)).toEqual(['upload_id']);
  });

  it('answers an unknown claim with 404 before the body is read', async () => {
    for (const claim of ['CL-ZZZZZZZZ', 'nonsense']) {
      const response = await upload(claim, { name: 'a.pdf', bytes: pdf() });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(CLAIM_MESSAGES.claimNotFound);
    }
  });
});

describe.runIf(onPostgres)('20 different uploads at once on a claim holding 9 files', () => {
  it('leave exactly 10, and nothing of the refused ones in the store', async () => {
    const reference = await newClaim();
    for (let index = 1; index <= 9; index++) {
      expect((await upload(reference, { name: `${index}.pdf`, bytes: pdf() })).statusCode).toBe(
        200,
      );
    }
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        upload(reference, { name: `race ${index}.pdf`, bytes: pdf(50_000) }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(400)]);
    for (const refused of responses.filter((response) => response.statusCode === 400)) {
      expect(refused.json().fieldErrors).toEqual({ file: [CLAIM_MESSAGES.tooManyFiles] });
    }
    expect(await fileRowsOf(reference)).toHaveLength(10);
    await expectStoreMatchesRows();
  });
});

describe('a file store that does not keep the file in time', () => {
  it('is answered 503 to try again, with nothing written', async () => {
    const slow = await createTestApp({
      fileStore: {
        put: async () => {
          throw new FileStoreTimeout('put', 1);
        },
        get: async () => null,
        delete: async () => {},
      },
    });
    try {
      const customer = await signIn(slow.app, DEMO_ACCOUNTS.newCustomer.email);
      const bought = await buyHomePolicy(slow.app, customer.headers, 'card', { daysAgo: 5 });
      const reference = await makeHomeClaim(slow.app, customer.headers, bought.policyId);
      const { payload, contentType } = await formOf([
        { name: 'file', filename: 'receipt.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
      ]);
      const response = await slow.app.inject({
        method: 'POST',
        url: filesUrl(reference),
        headers: { ...customer.headers, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(UPLOAD_TOO_SLOW_MESSAGE);
      const [row] = await slow.app.database.db
        .select()
        .from(claims)
        .where(eq(claims.reference, reference));
      expect(
        await slow.app.database.db.select().from(claimFiles).where(eq(claimFiles.claimId, row!.id)),
      ).toEqual([]);
    } finally {
      await slow.close();
    }
  }, 60_000);
});
