import type { Readable } from 'node:stream';

/**
 * The FileStore port (docs/architecture.md, Outside parties and their local stand-ins): where the
 * photos and documents sent with claims are kept, by keys the API makes (never a name a customer
 * chose). The local adapter keeps them on disk under DATA_DIR; the S3 adapter in any
 * S3-compatible store. Every call ends within the store's timeout.
 */
export interface FileStore {
  /**
   * Keeps `source` under `key`, whole or not at all: a source that fails (a refused upload, a cut
   * connection) or a store that does leaves nothing under the key. A stream is written as it
   * arrives, never held whole in memory.
   */
  put(
    key: string,
    source: Readable | Buffer,
    options: { contentType: string },
  ): Promise<{ bytes: number }>;
  /** The file under `key` as a stream, with its size; null when there is none. */
  get(key: string): Promise<{ body: Readable; bytes: number } | null>;
  /** Removes the file under `key`; nothing to remove is not an error. */
  delete(key: string): Promise<void>;
  /** Lets go of what the adapter holds open (connections), when the server stops. */
  close?(): void;
}

/** A key the API made: a UUID, so no caller's text ever reaches a path or an object name. */
const STORE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function assertStoreKey(key: string): void {
  if (!STORE_KEY.test(key)) throw new Error('a file store key must be a UUID the API made');
}

/** A store call that took longer than the store's timeout. */
export class FileStoreTimeout extends Error {
  constructor(operation: string, timeoutMs: number) {
    super(`the file store's ${operation} took longer than ${timeoutMs} ms`);
    this.name = 'FileStoreTimeout';
  }
}
