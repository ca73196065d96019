/**
 * `npm run renewals -- run [YYYY-MM-DD]`: runs the renewal cycle for a day (today by default) and
 * waits for it, for demos and tests: offers issued, policies renewed by themselves and lapsed. The
 * run goes through the running server (API_URL, or this machine at PORT) so the process that owns the database does it;
 * only when no server answers is the cycle run here, on the database itself.
 */
// First: the day the cycle runs for is an Irish one, as in the server.
import '../lib/irish-time-zone.js';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { databaseTargetOf, openDatabase } from '../db/client.js';
import { seedReferenceData } from '../db/seed.js';
import { DataDirInUse, claimDataDir } from '../lib/data-dir-lock.js';
import { calendarDayOf, type RenewalCycleOutcome } from '../modules/renewals/index.js';
import {
  cycleDateSchema,
  renewalCycleOutcomeSchema,
} from '../modules/renewals/renewal-operator-routes.js';
import { createRepositories } from '../repositories.js';
import { ServerUnreachable, apiUrlOf, callOperatorRoute, runCommand } from './operator-switch.js';

const USAGE =
  'Usage: npm run renewals -- run [YYYY-MM-DD]\n' +
  'Runs the renewal cycle for the day (today by default): renewal offers due, then renewals and lapses on or before the day.';

/** A cycle waits for every offer's rating and documents: minutes, not the switches' seconds. */
const RUN_TIMEOUT_MS = 10 * 60_000;

/** The cycle on the database itself, through the same server code, without listening. */
async function runOnDatabase(config: AppConfig, date: string): Promise<RenewalCycleOutcome> {
  const release = config.databaseUrl ? () => {} : claimDataDir(config.dataDir);
  try {
    const database = await openDatabase(databaseTargetOf(config));
    await database.migrate();
    await seedReferenceData(createRepositories(database.db));
    // No schedule and no worker: the run does its own jobs and waits for them. Closing the app
    // closes the database.
    const app = await buildApp(
      {
        ...config,
        renewalCycleIntervalMs: 0,
        directDebitRunIntervalMs: 0,
        jobWorker: false,
        logLevel: 'warn',
      },
      { database },
    );
    try {
      await app.ready();
      return await app.services.renewalCycle.runCycle(date, RUN_TIMEOUT_MS);
    } finally {
      await app.close();
    }
  } finally {
    release();
  }
}

function report(outcome: RenewalCycleOutcome, where: string): number {
  console.log(`Renewal cycle for ${outcome.date} (${where}):`);
  console.log(`  renewal offers issued: ${outcome.offersIssued}`);
  if (outcome.lateNotices > 0) {
    console.log(
      `  of which late:         ${outcome.lateNotices} (under the legal 20 working days; listed by GET /api/operator/renewals/late-notices)`,
    );
  }
  console.log(`  policies renewed:      ${outcome.renewed}`);
  console.log(`  policies lapsed:       ${outcome.lapsed}`);
  for (const failure of outcome.failures) {
    console.log(`  failed ${failure.kind} (policy ${failure.policyId}): ${failure.error}`);
  }
  if (outcome.unsettled > 0) console.log(`  still running: ${outcome.unsettled} job(s)`);
  return outcome.failures.length > 0 ? 1 : 0;
}

await runCommand(async (argv) => {
  const [command, day, ...rest] = argv;
  const date = day === undefined ? undefined : cycleDateSchema.safeParse(day);
  if (command !== 'run' || rest.length > 0 || (date && !date.success)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const apiUrl = apiUrlOf(process.env, config);
  try {
    const answer = await callOperatorRoute(apiUrl, config.operatorApiKey, {
      method: 'POST',
      path: '/operator/renewals/run',
      body: date ? { date: date.data } : {},
      timeoutMs: RUN_TIMEOUT_MS,
    });
    return report(renewalCycleOutcomeSchema.parse(answer), `through the server at ${apiUrl}`);
  } catch (error) {
    if (!(error instanceof ServerUnreachable)) throw error;
  }
  try {
    const outcome = await runOnDatabase(config, date?.data ?? calendarDayOf(new Date()));
    return report(outcome, `no server at ${apiUrl}; run on the database`);
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    throw new Error(
      `No server answered at ${apiUrl}, and the embedded database in ${config.dataDir} is in use by process ${error.holder}. ` +
        'If that server listens on another port, give the command its PORT (for example PORT=4310 npm run renewals -- run), or set API_URL to its address (API_URL=http://127.0.0.1:4310).',
      { cause: error },
    );
  }
});
