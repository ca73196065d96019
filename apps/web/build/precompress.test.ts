import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDirectory', () => {
  it('writes a brotli and a gzip copy beside every text file, at any depth', async () => {
    dir = mkdtempSync(join(tmpdir(), 'wallet-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const text = "${'insurance wallet '.repeat(200)}";`;
    const files = {
      'index.html': `<!doctype html><title>${'Wallet '.repeat(100)}</title>`,
      'assets/app-1a2b.js': script,
      'assets/app-1a2b.css': `.card{color:red}`.repeat(50),
      'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(100)}</svg>`,
      'manifest.json': JSON.stringify({ name: 'Insurance Wallet'.repeat(20) }),
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);

    await precompressDirectory(dir);

    for (const [name, content] of Object.entries(files)) {
      const path = join(dir, name);
      expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString(), name).toBe(content);
      expect(gunzipSync(readFileSync(`${path}.gz`)).toString(), name).toBe(content);
    }
  });

  it('leaves binary files, source maps and files compression would not shrink as they are', async () => {
    dir = mkdtempSync(join(tmpdir(), 'wallet-precompress-'));
    writeFileSync(join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(dir, 'app.js.map'), JSON.stringify({ mappings: 'A'.repeat(1000) }));
    writeFileSync(join(dir, 'tiny.js'), 'a');

    await precompressDirectory(dir);

    for (const name of ['logo.png', 'app.js.map', 'tiny.js']) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});
