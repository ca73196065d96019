import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { LOG_WRITE_CHUNK_BYTES, logDestination } from './request-log.js';

describe("the log's destination", () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true })));

  it('writes every line whole and in order, in chunks of at most 2 KiB, a longer line as its own', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'wallet-log-'));
    folders.push(folder);
    const file = join(folder, 'app.log');
    const destination = logDestination(file);
    expect(destination.maxWrite).toBe(LOG_WRITE_CHUNK_BYTES);
    expect(LOG_WRITE_CHUNK_BYTES).toBe(2048);

    const log = pino({ level: 'info' }, destination);
    const long = 'x'.repeat(3 * LOG_WRITE_CHUNK_BYTES);
    for (let line = 0; line < 400; line += 1) {
      log.info({ line, route: '/api/feature', statusCode: 200 }, 'request completed');
      if (line === 200) log.info({ line: 'long', long }, 'a line longer than a chunk');
    }
    await new Promise<void>((resolve, reject) => {
      destination.once('error', reject);
      destination.end();
      destination.once('close', resolve);
    });

    const lines = readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(401);
    expect(lines.slice(0, 201).map((entry) => entry.line)).toEqual([...Array(201).keys()]);
    expect(lines[201]).toMatchObject({ line: 'long', long });
    expect(lines.slice(202).map((entry) => entry.line)).toEqual(
      [...Array(199).keys()].map((index) => index + 201),
    );
  });
});
