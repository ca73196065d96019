/**
 * Starts the product: checks the configuration, migrates the database, seeds demo data into an
 * empty one, and listens.
 */
// First: every day the server works out from here on is an Irish one.
import './lib/irish-time-zone.js';
import { buildApp } from './app.js';
import { startLocalSmsServer } from './adapters/messages/local-sms-server.js';
import { startLocalSmtpServer } from './adapters/messages/local-smtp-server.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { databaseTargetOf, openDatabase } from './db/client.js';
import { isDatabaseEmpty, seedReferenceData } from './db/seed.js';
import { seedDemoAgentData, seedDemoBoughtPolicies, seedDemoData } from './demo/index.js';
import { calendarDayOf } from './modules/renewals/index.js';
import { claimDataDir } from './lib/data-dir-lock.js';
import { createRepositories } from './repositories.js';

/** How long a stopping process keeps answering, not ready, before it closes its connections. */
const DRAIN_GRACE_MS = 2_000;
/** The latest messages the local mail and SMS stand-ins keep. */
const LOCAL_SMTP_KEEPS = 200;
const LOCAL_SMS_KEEPS = 200;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const configured = readConfig();
  // The local product's mail service: e-mail leaves through SMTP to a stand-in on this machine,
  // and the outbox viewer still shows what was sent (issue 45). Elsewhere SMTP_URL names one.
  const localSmtp =
    configured.smtp.url === null && configured.outboxViewer
      ? await startLocalSmtpServer({ keep: LOCAL_SMTP_KEEPS })
      : null;
  // Its SMS provider likewise: texts leave through the provider's HTTP API to a stand-in here.
  const localSms =
    configured.sms.url === null && configured.outboxViewer
      ? await startLocalSmsServer({ keep: LOCAL_SMS_KEEPS })
      : null;
  const config: AppConfig = {
    ...configured,
    ...(localSmtp && { smtp: { ...configured.smtp, url: localSmtp.url } }),
    ...(localSms && { sms: { ...configured.sms, url: localSms.url } }),
  };
  // The embedded database allows one process at a time; the lock lets the flag command know.
  const releaseDataDir = config.databaseUrl ? () => {} : claimDataDir(config.dataDir);
  const database = await openDatabase(databaseTargetOf(config));
  const repositories = createRepositories(database.db);
  // Processes starting together on one database migrate and seed it in turn: the first does the
  // work, the others find it done.
  const seed = await database.withStartupLock(async () => {
    await database.migrate();
    const empty = config.seedDemoData && (await isDatabaseEmpty(repositories));
    if (empty) {
      await seedDemoData(repositories, seedDemoBoughtPolicies, new Date(), seedDemoAgentData);
    } else {
      await seedReferenceData(repositories);
    }
    return empty;
  });

  const app = await buildApp(config, { database });
  if (seed) {
    // The demo customer's home policy is due for renewal: its offer is there before anyone
    // signs in, not only once the scheduled cycle has run.
    await app.services.renewalCycle.runCycle(calendarDayOf(new Date()));
  }
  app.log.info(
    {
      database: database.driver,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      demoDataSeeded: seed,
    },
    'database ready',
  );

  if (config.outboxViewerRefusal) app.log.warn(config.outboxViewerRefusal);
  if (config.outboxViewer) {
    const warning = `The message outbox viewer is ON: anyone who reaches ${config.host}:${config.port} can read every account's codes at /api/dev/outbox. Never run it like this where customers are.`;
    app.log.warn({ outboxViewer: true }, warning);
    // Said on standard error too, so it stands out among the JSON log lines.
    console.error(`\n*** ${warning} ***\n`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Not ready at once, so a load balancer sends nothing new; then no new connections, and the
    // requests and the job under way finish (the job runner stops on close), up to the drain time.
    app.draining.now = true;
    app.log.info({ signal, drainTimeoutMs: config.drainTimeoutMs }, 'shutting down');
    const deadline = Date.now() + config.drainTimeoutMs;
    // A short grace first: a load balancer polling readiness stops sending, and each answer meanwhile
    // closes its connection, so no client sends on a kept-alive connection as it is shut.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(DRAIN_GRACE_MS, config.drainTimeoutMs)),
    );
    const drained = await Promise.race([
      app.close().then(() => true),
      new Promise<false>((resolve) =>
        setTimeout(() => resolve(false), Math.max(0, deadline - Date.now())),
      ),
    ]);
    if (!drained) app.log.warn('stopped before everything under way had finished');
    await localSmtp?.close();
    await localSms?.close();
    releaseDataDir();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await app.close();
    releaseDataDir();
    process.exit(1);
  }
}

await main();
