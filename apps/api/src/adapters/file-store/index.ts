import { join } from 'node:path';
import type { AppConfig } from '../../config.js';
import { createDiskFileStore } from './disk-file-store.js';
import type { FileStore } from './file-store-port.js';
import { createS3FileStore } from './s3-file-store.js';

export type { FileStore } from './file-store-port.js';
export { createDiskFileStore } from './disk-file-store.js';
export { createS3FileStore } from './s3-file-store.js';

/** The folder under DATA_DIR where the local adapter keeps claims' files. */
export const CLAIM_FILES_FOLDER = 'claim-files';

/** The FileStore the configuration names: the local folder by default, or an S3-compatible store. */
export function fileStoreOf(config: AppConfig): FileStore {
  const settings = config.fileStore;
  if (settings.kind === 's3') {
    return createS3FileStore({ ...settings.s3, timeoutMs: settings.timeoutMs });
  }
  return createDiskFileStore({
    root: join(config.dataDir, CLAIM_FILES_FOLDER),
    timeoutMs: settings.timeoutMs,
  });
}
