/**
 * Secrets for a single-machine installation: generated once and kept in the data folder, so
 * `npm start` works with no setup and tokens survive a restart. Never used with PostgreSQL, where
 * the secrets must come from configuration (several processes must agree on them).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const secretsSchema = z.object({
  tokenSecret: z.string().min(32),
  operatorApiKey: z.string().min(24),
});
export type GeneratedSecrets = z.infer<typeof secretsSchema>;

export const SECRETS_FILE_NAME = 'secrets.json';

export function readOrCreateSecrets(dataDir: string): GeneratedSecrets {
  const file = join(dataDir, SECRETS_FILE_NAME);
  if (existsSync(file)) {
    const stored = secretsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (stored.success) return stored.data;
    throw new Error(`${file} is not valid; delete it to generate new secrets`);
  }
  const secrets: GeneratedSecrets = {
    tokenSecret: randomBytes(48).toString('base64url'),
    operatorApiKey: randomBytes(32).toString('base64url'),
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
