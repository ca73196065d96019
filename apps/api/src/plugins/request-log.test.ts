import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { LOG_WRITE_CHUNK_BYTES, logDestination } from './request-log.js';

describe("the log's destination", () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true })));

  it('writes every line whole and in order, in chunks of at most 2 KiB, a longer line alone', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'wallet-log-'));
    folders.push(folder);
    const file = join(folder, 'app.log');
    const destination = logDestination(file);
    const writes: number[] = [];
    destination.on('write', (bytes: number) => writes.push(bytes));
    expect(LOG_WRITE_CHUNK_BYTES).toBe(2048);

    const log = pino({ level: 'info' }, destination);
    const long = 'x'.repeat(3 * LOG_WRITE_CHUNK_BYTES);
    for (let line = 0; line < 400; line += 1) {
      log.info({ line, route: '/api/feature', statusCode: 200 }, 'request completed');
      if (line === 200) log.info({ line: 'long', long }, 'a line longer than a chunk');
    }
    await new Promise<void>((resolve, reject) => {
      destination.once('error', reject);
      destination.once('close', resolve);
      destination.end();
    });

    const text = readFileSync(file, 'utf8');
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(401);
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.slice(0, 201).map((entry) => entry.line)).toEqual([...Array(201).keys()]);
    expect(entries[201]).toMatchObject({ line: 'long', long });
    expect(entries.slice(202).map((entry) => entry.line)).toEqual(
      [...Array(199).keys()].map((index) => index + 201),
    );
    // Every write a chunk of at most 2 KiB, but the long line's, written alone.
    expect(writes.filter((bytes) => bytes > LOG_WRITE_CHUNK_BYTES)).toEqual([
      Buffer.byteLength(`${lines[201]}\n`),
    ]);
    expect(writes.reduce((sum, bytes) => sum + bytes, 0)).toBe(Buffer.byteLength(text));
  });
});
