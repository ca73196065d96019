/**
 * Operator switches from the command line. The change goes through the running server (API_URL,
 * or this machine at PORT) so the one process that owns the database makes it; only when no server
 * answers is the database written directly.
 */
import { z } from 'zod';
import { loadConfig, type AppConfig } from '../config.js';
import { databaseTargetOf, openDatabase } from '../db/client.js';
import { seedReferenceData } from '../db/seed.js';
import { DataDirInUse, claimDataDir } from '../lib/data-dir-lock.js';
import { createRepositories, type Repositories } from '../repositories.js';

const apiUrlSchema = z.url();

/** Addresses a server listens on for every interface; it is reached on this machine's loopback. */
const ANY_INTERFACE = new Set(['0.0.0.0', '::']);

/**
 * Where the running server is: API_URL when set, otherwise this machine at the HOST and PORT the
 * server itself reads from the environment (config.ts; PORT 3000 by default), so a command typed
 * with the same PORT as `npm start` finds that server without API_URL.
 */
export function apiUrlOf(
  env: Record<string, string | undefined>,
  config: Pick<AppConfig, 'host' | 'port'>,
): string {
  if (env.API_URL) return apiUrlSchema.parse(env.API_URL);
  const host = ANY_INTERFACE.has(config.host) ? '127.0.0.1' : config.host;
  // An IPv6 address is written in brackets in a URL.
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** No server answered at API_URL: the command works on the database itself. */
export class ServerUnreachable extends Error {}

/**
 * Calls an operator route of the running server with the operator key; its JSON answer. Throws
 * ServerUnreachable when no server answers, and an error naming the refusal otherwise.
 */
export async function callOperatorRoute(
  apiUrl: string,
  operatorApiKey: string,
  request: { method: 'PUT' | 'POST'; path: string; body: object; timeoutMs?: number },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(new URL(`/api${request.path}`, apiUrl), {
      method: request.method,
      headers: { authorization: `Bearer ${operatorApiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs ?? 5000),
    });
  } catch {
    throw new ServerUnreachable();
  }
  if (!response.ok) {
    throw new Error(
      `The server at ${apiUrl} refused the change: ${response.status} ${await response.text()}`,
    );
  }
  return response.json();
}

async function putThroughServer(
  apiUrl: string,
  operatorApiKey: string,
  path: string,
  body: object,
) {
  await callOperatorRoute(apiUrl, operatorApiKey, { method: 'PUT', path, body });
}

async function applyInDatabase(
  config: AppConfig,
  change: (repositories: Repositories) => Promise<void>,
) {
  const release = config.databaseUrl ? () => {} : claimDataDir(config.dataDir);
  const database = await openDatabase(databaseTargetOf(config));
  try {
    await database.migrate();
    const repositories = createRepositories(database.db);
    await seedReferenceData(repositories);
    await change(repositories);
  } finally {
    await database.close();
    release();
  }
}

export interface OperatorSwitch {
  /** The operator route, e.g. '/operator/feature/home_enabled'. */
  path: string;
  body: object;
  /** The same change made on the database when no server runs. */
  inDatabase: (repositories: Repositories) => Promise<void>;
  /** What to print once done, e.g. 'home_enabled is now on'. */
  done: string;
}

export async function runOperatorSwitch(change: OperatorSwitch): Promise<void> {
  const config = loadConfig();
  const apiUrl = apiUrlOf(process.env, config);
  try {
    await putThroughServer(apiUrl, config.operatorApiKey, change.path, change.body);
    console.log(`${change.done} (set through the server at ${apiUrl}).`);
  } catch (error) {
    if (!(error instanceof ServerUnreachable)) throw error;
    try {
      await applyInDatabase(config, change.inDatabase);
    } catch (databaseError) {
      if (!(databaseError instanceof DataDirInUse)) throw databaseError;
      // A server holds the database but listens elsewhere than PORT or API_URL says.
      throw new Error(
        `No server answered at ${apiUrl}, and the embedded database in ${config.dataDir} is in use by process ${databaseError.holder}. ` +
          'If that server listens on another port, give the command its PORT (for example PORT=4310 npm run flag -- ...), or set API_URL to its address (API_URL=http://127.0.0.1:4310).',
      );
    }
    console.log(`${change.done} (no server at ${apiUrl}; written to the database).`);
  }
}

/** Runs a command's main, turning failures into a message and exit code 1. */
export async function runCommand(main: (argv: string[]) => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

/**
 * A command `<subject> <on|off>`: checks its two arguments (printing the usage when they are
 * wrong) and runs the switch they name.
 */
export async function runOnOffCommand<Subject>(options: {
  usage: string;
  subject: z.ZodType<Subject>;
  switchFor: (subject: Subject, on: boolean) => OperatorSwitch;
}): Promise<void> {
  const argumentsSchema = z.tuple([
    options.subject,
    z.enum(['on', 'off']).transform((value) => value === 'on'),
  ]);
  await runCommand(async (argv) => {
    const parsed = argumentsSchema.safeParse(argv);
    if (!parsed.success) {
      console.error(options.usage);
      return 2;
    }
    const [subject, on] = parsed.data;
    await runOperatorSwitch(options.switchFor(subject as Subject, on));
    return 0;
  });
}
