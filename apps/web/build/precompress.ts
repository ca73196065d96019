/**
 * Compresses the built app once, at build time, so the server never compresses a file per
 * request: beside every text file of the build it writes a brotli (`.br`) and a gzip (`.gz`)
 * copy, at the strongest settings, which the API's static plugin serves to browsers that accept
 * them (docs/decisions/0008). Source maps are left as they are: only developers' tools read them.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Every kind of text file a build holds: scripts, styles, pages, data, vector images. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export type PrecompressedFile = { file: string; bytes: number; brotli: number; gzip: number };

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file under `dir`. A copy that would not be
 * smaller than the file (a tiny file) is not written, and the file is then served as it is.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressedFile[]> {
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE_EXTENSIONS.has(extname(file)));
  return Promise.all(
    files.map(async (file) => {
      const content = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) writeFileSync(`${file}.br`, br);
      if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
      return { file, bytes: content.length, brotli: br.length, gzip: gz.length };
    }),
  );
}

/** The Vite plugin: compresses the output folder once everything, public files too, is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'wallet-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
