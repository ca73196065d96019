/**
 * Secrets for a single-machine installation: generated once and kept in the data folder, so
 * `npm start` works with no setup and tokens survive a restart. Never used with PostgreSQL, where
 * the secrets must come from configuration (several processes must agree on them).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const secretsSchema = z.object({
  tokenSecret: z.string().min(32),
  operatorApiKey: z.string().min(24),
  /**
   * The wallet's client secret at the local stand-in of the staff directory. Added to a file
   * written before agents signed on, keeping the secrets already there.
   */
  staffSsoClientSecret: z.string().min(16).optional(),
});
export type GeneratedSecrets = Required<z.infer<typeof secretsSchema>>;

export const SECRETS_FILE_NAME = 'secrets.json';

const newSecret = (bytes: number) => randomBytes(bytes).toString('base64url');

/** Replaces the file whole, so a reader never sees half of it. */
function rewriteSecrets(file: string, secrets: GeneratedSecrets): void {
  const pending = `${file}.${process.pid}.tmp`;
  writeFileSync(pending, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  chmodSync(pending, 0o600);
  renameSync(pending, file);
}

export function readOrCreateSecrets(dataDir: string): GeneratedSecrets {
  const file = join(dataDir, SECRETS_FILE_NAME);
  if (existsSync(file)) {
    const stored = secretsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!stored.success) throw new Error(`${file} is not valid; delete it to generate new secrets`);
    if (stored.data.staffSsoClientSecret) return stored.data as GeneratedSecrets;
    const completed = { ...stored.data, staffSsoClientSecret: newSecret(32) };
    rewriteSecrets(file, completed);
    return completed;
  }
  const secrets: GeneratedSecrets = {
    tokenSecret: newSecret(48),
    operatorApiKey: newSecret(32),
    staffSsoClientSecret: newSecret(32),
  };
  mkdirSync(dataDir, { recursive: true });
  // wx: if another process created the file meanwhile, keep its secrets rather than overwrite them.
  try {
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readOrCreateSecrets(dataDir);
    throw error;
  }
  chmodSync(file, 0o600);
  return secrets;
}
