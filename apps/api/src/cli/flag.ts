/**
 * `npm run flag -w apps/api -- <flag_name> <on|off>`: switches a feature flag. It asks the running
 * server (API_URL) so the change goes through the one process that owns the database; only when no
 * server answers does it write the database itself.
 */
import { z } from 'zod';
import { FEATURE_FLAG_NAMES, featureFlagNameSchema, type FeatureFlagName } from '@wallet/domain';
import { loadConfig, type AppConfig } from '../config.js';
import { databaseTargetOf, openDatabase } from '../db/client.js';
import { seedReferenceData } from '../db/seed.js';
import { claimDataDir } from '../lib/data-dir-lock.js';
import { createRepositories } from '../repositories.js';

const USAGE = `Usage: npm run flag -w apps/api -- <flag_name> <on|off>\nFlags: ${FEATURE_FLAG_NAMES.join(', ')}`;

const argumentsSchema = z.tuple([
  featureFlagNameSchema,
  z.enum(['on', 'off']).transform((value) => value === 'on'),
]);

const apiUrlSchema = z.url().default('http://127.0.0.1:3000');

class ServerUnreachable extends Error {}

async function setThroughServer(
  apiUrl: string,
  operatorApiKey: string,
  name: FeatureFlagName,
  enabled: boolean,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(new URL(`/api/operator/feature/${name}`, apiUrl), {
      method: 'PUT',
      headers: { authorization: `Bearer ${operatorApiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ enabled }),
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    throw new ServerUnreachable();
  }
  if (!response.ok) {
    throw new Error(
      `The server at ${apiUrl} refused the change: ${response.status} ${await response.text()}`,
    );
  }
}

async function setInDatabase(config: AppConfig, name: FeatureFlagName, enabled: boolean) {
  const release = config.databaseUrl ? () => {} : claimDataDir(config.dataDir);
  const database = await openDatabase(databaseTargetOf(config));
  try {
    await database.migrate();
    const repositories = createRepositories(database.db);
    await seedReferenceData(repositories);
    await repositories.flags.set(name, enabled);
  } finally {
    await database.close();
    release();
  }
}

async function main(argv: string[]): Promise<number> {
  const parsed = argumentsSchema.safeParse(argv);
  if (!parsed.success) {
    console.error(USAGE);
    return 2;
  }
  const [name, enabled] = parsed.data;
  const apiUrl = apiUrlSchema.parse(process.env.API_URL || undefined);
  const config = loadConfig();
  try {
    await setThroughServer(apiUrl, config.operatorApiKey, name, enabled);
    console.log(`${name} is now ${enabled ? 'on' : 'off'} (set through the server at ${apiUrl}).`);
  } catch (error) {
    if (!(error instanceof ServerUnreachable)) throw error;
    await setInDatabase(config, name, enabled);
    console.log(
      `${name} is now ${enabled ? 'on' : 'off'} (no server at ${apiUrl}; written to the database).`,
    );
  }
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
