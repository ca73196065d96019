import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStoreKey, type FileStore } from './file-store-port.js';
import { withTimeout } from './timeouts.js';

export interface DiskFileStoreOptions {
  /** The folder the files are kept in (DATA_DIR/claim-files). */
  root: string;
  /** The longest one call may take, a put streaming a file as it arrives included. */
  timeoutMs: number;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The FileStore's local adapter: one file a key, in a folder of the key's first two characters
 * so that no folder grows past a few thousand entries. A file is written under a temporary name
 * beside its place and renamed into it once whole, so a reader never meets half a file and a
 * failed write leaves nothing behind under the key.
 */
export function createDiskFileStore(options: DiskFileStoreOptions): FileStore {
  const { root, timeoutMs } = options;
  const folderOf = (key: string) => join(root, key.slice(0, 2));
  const pathOf = (key: string) => join(folderOf(key), key);

  return {
    async put(key, source, { contentType: _contentType }) {
      assertStoreKey(key);
      const folder = folderOf(key);
      const partial = join(folder, `.${key}.${randomUUID()}.part`);
      return withTimeout('put', timeoutMs, async (signal) => {
        try {
          await mkdir(folder, { recursive: true });
          if (Buffer.isBuffer(source)) {
            await writeFile(partial, source, { flag: 'wx', signal });
          } else {
            await pipeline(source as Readable, createWriteStream(partial, { flags: 'wx' }), {
              signal,
            });
          }
          const { size } = await stat(partial);
          await rename(partial, pathOf(key));
          return { bytes: size };
        } catch (error) {
          await rm(partial, { force: true });
          throw error;
        }
      });
    },

    async get(key) {
      assertStoreKey(key);
      const path = pathOf(key);
      return withTimeout('get', timeoutMs, async () => {
        try {
          const { size } = await stat(path);
          return { body: createReadStream(path), bytes: size };
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      });
    },

    async delete(key) {
      assertStoreKey(key);
      await withTimeout('delete', timeoutMs, () => rm(pathOf(key), { force: true }));
    },
  };
}
