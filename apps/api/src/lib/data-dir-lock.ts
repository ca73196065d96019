/**
 * PGlite is a single-process database: a second process opening the same folder would corrupt it.
 * The server records its process id in the data folder while it runs, so the flag command (and a
 * second server) can tell and refuse.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'server.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The id of a live process holding the data folder, if any (a stale lock is ignored). */
export function dataDirHolder(dataDir: string): number | undefined {
  const file = join(dataDir, LOCK_FILE_NAME);
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
  return Number.isInteger(pid) && pid !== process.pid && isRunning(pid) ? pid : undefined;
}

/** Takes the data folder for this process; returns the function that gives it back. */
/** Another live process holds the embedded database's folder. */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder}. Stop that server first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirInUse';
  }
}

export function claimDataDir(dataDir: string): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder) throw new DataDirInUse(dataDir, holder);
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE_NAME);
  writeFileSync(file, String(process.pid));
  const release = () => {
    if (existsSync(file) && readFileSync(file, 'utf8') === String(process.pid)) rmSync(file);
  };
  process.once('exit', release);
  return release;
}
