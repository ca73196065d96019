/**
 * Builds the server: plugins first, then the repositories attached to the server, then the routes.
 * It neither migrates nor listens, so tests drive the same server through app.inject().
 */
import cookie from '@fastify/cookie';
import pg from 'pg';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { CARD_GATEWAY_PATH } from '@wallet/domain';
import type { AppConfig } from './config.js';
import { databaseTargetOf, openDatabase, type DatabaseHandle } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import { outboxRoutes } from './modules/dev/outbox-routes.js';
import { agentRoutes } from './modules/agent/agent-routes.js';
import { authRoutes } from './modules/auth/auth-routes.js';
import { signInDetailsRoutes } from './modules/auth/sign-in-details-routes.js';
import { createAccessTokens } from './modules/auth/tokens.js';
import { flagsRoutes } from './modules/flags/flags-routes.js';
import { operatorRoutes } from './modules/flags/operator-routes.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { walletRoutes } from './modules/wallet/wallet-routes.js';
import { addressRoutes } from './modules/address/address-routes.js';
import { vehicleRoutes } from './modules/vehicles/index.js';
import { renewalRoutes } from './modules/renewals/index.js';
import { cancellationRoutes } from './modules/cancellations/index.js';
import {
  debitOperatorRoutes,
  debitPaymentRoutes,
  paymentScheduleRoutes,
  registerDebitCollectionSchedule,
} from './modules/payment-schedule/index.js';
import { createSandboxDirectDebits } from './adapters/direct-debits/sandbox-direct-debits.js';
import {
  dataExportRoutes,
  marketingChoicesRoutes,
  trustedContactRoutes,
  correspondenceAddressRoutes,
} from './modules/account/index.js';
import { claimsRoutes } from './modules/claims/index.js';
import { claimsHandlingRoutes } from './modules/claims-handling/index.js';
import { complaintsHandlingRoutes, complaintsRoutes } from './modules/complaints/index.js';
import { policyChangeRoutes } from './modules/policy-changes/index.js';
import { cardGatewayRoutes } from './modules/card-gateway/card-gateway-routes.js';
import { STAFF_DIRECTORY_PATH, staffDirectoryRoutes } from './modules/staff-directory/index.js';
import {
  inProcessFetch,
  staffSignOnRoutes,
  staffSsoSettingsOf,
} from './modules/staff-sign-on/index.js';
import { createSandboxBankTransfers } from './adapters/bank-transfers/sandbox-bank-transfers.js';
import { createSandboxCardPayments } from './adapters/card-payments/sandbox-card-payments.js';
import { documentsRoutes } from './modules/documents/documents-routes.js';
import { documentsOnRequestRoutes } from './modules/documents-on-request/index.js';
import { createJobRunner } from './jobs/job-runner.js';
import { jobOperatorRoutes } from './jobs/job-operator-routes.js';
import { moneyOwedAlert } from './jobs/operator-alert.js';
import { createOutboxDelivery, deliveredChannelsOf } from './adapters/messages/outbox-delivery.js';
import { createSmtpMailer } from './adapters/messages/smtp-mailer.js';
import { createHttpSmsProvider } from './adapters/messages/sms-provider.js';
import { createPostgresWorkerLock } from './jobs/worker-lock.js';
import { registerDocumentsRegeneration } from './modules/documents/documents-regeneration-job.js';
import { registerRenewalSchedule, renewalOperatorRoutes } from './modules/renewals/index.js';
import { demoToolRoutes } from './demo/index.js';
import { createPdfPolicyDocuments } from './adapters/documents/pdf-policy-documents.js';
import type { PolicyDocuments } from './adapters/documents/policy-documents-port.js';
import { fileStoreOf, type FileStore } from './adapters/file-store/index.js';
import { API_PREFIX, apiDocsPlugin } from './plugins/api-docs.js';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandler,
} from './plugins/error-handler.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { routeGuardsPlugin } from './plugins/route-guards.js';
import { requestContextPlugin } from './plugins/request-context.js';
import { logEveryRequest, loggerOptions } from './plugins/request-log.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { isAppPageRequest, registerWebApp, sendAppPage } from './plugins/web-app.js';
import { listenForEndedSignIns } from './modules/auth/sign-in-endings.js';
import { createRepositories, SHARED_DATABASE_SETTINGS_CACHE_MS } from './repositories.js';
import { createServices } from './services.js';
import { createProductRegistry, productInsurersOf, type ProductInsurers } from './products.js';

export interface BuildAppOptions {
  /** An open, migrated database; by default one is opened from the configuration. */
  database?: DatabaseHandle;
  /** Where log lines go (standard output by default); tests read them from here. */
  logStream?: NodeJS.WritableStream;
  /** The time now; tests pass a clock they can move on. */
  clock?: Clock;
  /**
   * Insurer adapters by product type, instead of the product's own (its local rating engines):
   * `{ home: [...] }`, `{ travel: ... }`, `{ car: ... }`.
   */
  insurers?: Partial<ProductInsurers>;
  /** The Documents port's adapter; by default the PDF generator. */
  policyDocuments?: PolicyDocuments;
  /** The FileStore port's adapter; by default the one the configuration names. */
  fileStore?: FileStore;
}

/**
 * A connection that stays open for as long as the process runs (a job worker's lock, the sign-in
 * endings' listener): made like the pool's own (same database, same settings), but outside it.
 */
function ownConnection(database: DatabaseHandle, applicationName: string): () => pg.Client {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return () =>
    new pg.Client({ ...pool.options, application_name: applicationName, keepAlive: true });
}

export async function buildApp(
  config: AppConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // One line per request instead (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // What is refused before any route is found (a malformed address, headers too large) gets
    // the answers, headers and log line of every other refusal.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // While a stopping process drains, a request that reaches it on a connection already open is
    // still answered (the connection then closes), rather than refused with a 503.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  logEveryRequest(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const database = options.database ?? (await openDatabase(databaseTargetOf(config)));
  // The request that was using it fails on its own (a 503); this says why, once per connection.
  database.onConnectionLost((error) => app.log.warn({ err: error }, 'database connection cut'));
  app.addHook('onClose', async () => {
    // The job worker finishes its current job while the database is still open.
    if (app.hasDecorator('jobRunner')) await app.jobRunner.stop();
    if (app.hasDecorator('outboxDelivery')) await app.outboxDelivery?.stop();
    await database.close();
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('draining', { now: false });
  // While the process stops, every answer closes its connection: the client's next request opens
  // one to a process that stays (server.ts).
  app.addHook('onRequest', (_request, reply, done) => {
    if (app.draining.now) reply.header('connection', 'close');
    done();
  });
  app.decorate('accessTokens', createAccessTokens(config.tokenSecret));
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('products', createProductRegistry());
  app.decorate('insurers', productInsurersOf(options.insurers));
  app.decorate('cardPayments', createSandboxCardPayments(database.db));
  app.decorate('bankTransfers', createSandboxBankTransfers(database.db));
  app.decorate('policyDocuments', options.policyDocuments ?? createPdfPolicyDocuments());
  const fileStore = options.fileStore ?? fileStoreOf(config);
  app.decorate('fileStore', fileStore);
  app.addHook('onClose', async () => fileStore.close?.());

  // Plugins
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin);
  await app.register(cookie);
  await app.register(requestContextPlugin);
  // Before any route: it keeps each route's guards for addresses refused before the hooks run.
  await app.register(routeGuardsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(apiDocsPlugin);

  // Repositories
  app.decorate(
    'repositories',
    createRepositories(database.db, {
      settingsCacheMs: database.driver === 'pglite' ? Infinity : SHARED_DATABASE_SETTINGS_CACHE_MS,
      keepMessageCodes: config.outboxViewer,
      holdMessageCodes: deliveredChannelsOf(config),
    }),
  );
  for (const insurer of config.insurersUnavailableAtBoot) {
    await app.repositories.insurerAvailability.set(insurer, false);
  }

  // Jobs: work that must survive a crash (docs/architecture.md, Jobs).
  const jobRunner = createJobRunner({
    jobs: app.repositories.jobs,
    log: app.log,
    pollMs: config.jobPollMs,
    leaseMs: config.jobLeaseMs,
    releaseAllAtStart: database.driver === 'pglite',
    operatorAlert: (job, failure, handler) =>
      moneyOwedAlert(config.operationsEmail, job, failure, handler),
    ...(database.driver === 'postgres'
      ? {
          workerLock: (workerId: string) =>
            createPostgresWorkerLock({
              workerId,
              connect: ownConnection(database, 'wallet job worker'),
              log: app.log,
            }),
        }
      : {}),
  });
  app.decorate('jobRunner', jobRunner);

  // Services: built once, beside the repositories.
  app.decorate(
    'services',
    createServices(app.repositories, {
      clock: app.clock,
      insurers: app.insurers,
      config,
      insurerTimeoutMs: config.insurerTimeoutMs,
      cardPayments: app.cardPayments,
      bankTransfers: app.bankTransfers,
      directDebits: createSandboxDirectDebits(database.db),
      policyDocuments: app.policyDocuments,
      fileStore,
      jobRunner,
      publicOrigin: config.publicOrigins[0]!,
      renewalNoticeWorkingDays: config.renewalNoticeWorkingDays,
      log: app.log,
    }),
  );
  for (const [kind, handler] of Object.entries(app.services.jobHandlers)) {
    jobRunner.handle(kind, handler);
  }
  registerDocumentsRegeneration(app);
  // Renewals: the day's cycle enqueued at start and every RENEWAL_CYCLE_INTERVAL_MS.
  registerRenewalSchedule(app);
  // Direct debits: the Irish day's collections enqueued at start and every
  // DIRECT_DEBIT_RUN_INTERVAL_MS.
  registerDebitCollectionSchedule(app);
  if (config.jobWorker) app.addHook('onReady', () => jobRunner.start());
  // E-mail leaves through SMTP and SMS through the provider when they are configured: the job
  // worker delivers the outbox.
  const { url: smtpUrl } = config.smtp;
  const { url: smsUrl } = config.sms;
  const outboxDelivery =
    deliveredChannelsOf(config).length > 0 && config.jobWorker
      ? createOutboxDelivery({
          db: database.db,
          ...(smtpUrl && { mailer: createSmtpMailer({ ...config.smtp, url: smtpUrl }) }),
          ...(smsUrl && { sms: createHttpSmsProvider({ ...config.sms, url: smsUrl }) }),
          clock: app.clock,
          log: app.log.child({ module: 'outbox-delivery' }),
        })
      : null;
  app.decorate('outboxDelivery', outboxDelivery);
  if (outboxDelivery) app.addHook('onReady', () => outboxDelivery.start(config.jobPollMs));
  // Sign-out everywhere at once: other processes' endings, told by PostgreSQL (decision 0020).
  if (database.driver === 'postgres') {
    const endings = listenForEndedSignIns({
      connect: ownConnection(database, 'wallet sign-in endings'),
      onEnded: () => app.repositories.forgetLiveSignIns(),
      log: app.log,
    });
    await endings.ready;
    app.addHook('onClose', () => endings.close());
  }

  // Agents' single sign-on: the staff directory configured, or the local stand-in served below.
  const staffSso = staffSsoSettingsOf(config);

  // Routes
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(flagsRoutes);
      await api.register(operatorRoutes);
      await api.register(jobOperatorRoutes);
      await api.register(renewalOperatorRoutes);
      await api.register(debitOperatorRoutes);
      // The demo tools, only on a local product (OUTBOX_VIEWER).
      if (config.outboxViewer) await api.register(demoToolRoutes);
      await api.register(authRoutes);
      await api.register(walletRoutes);
      await api.register(addressRoutes);
      await api.register(vehicleRoutes, { catalogue: app.services.vehicles });
      // Each product's own routes (quotes, documents...), then its bind in the checkout.
      for (const product of app.products.all) {
        for (const routes of product.routes) await api.register(routes);
      }
      for (const product of app.services.checkoutProducts.all()) {
        await api.register(product.bindRoutes);
      }
      await api.register(documentsRoutes);
      await api.register(documentsOnRequestRoutes);
      await api.register(renewalRoutes);
      await api.register(cancellationRoutes);
      await api.register(paymentScheduleRoutes);
      await api.register(debitPaymentRoutes);
      await api.register(marketingChoicesRoutes);
      await api.register(signInDetailsRoutes);
      await api.register(dataExportRoutes);
      await api.register(trustedContactRoutes);
      await api.register(correspondenceAddressRoutes);
      await api.register(claimsRoutes);
      await api.register(claimsHandlingRoutes);
      await api.register(complaintsRoutes);
      await api.register(complaintsHandlingRoutes);
      await api.register(policyChangeRoutes);
      await api.register(agentRoutes);
      await api.register(staffSignOnRoutes, {
        settings: staffSso,
        ...(staffSso.local ? { fetch: inProcessFetch(app) } : {}),
      });
      if (config.outboxViewer) await api.register(outboxRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(cardGatewayRoutes, { prefix: CARD_GATEWAY_PATH });
  if (staffSso.local) {
    await app.register(staffDirectoryRoutes, {
      prefix: STAFF_DIRECTORY_PATH,
      issuer: staffSso.issuer,
      client: {
        id: staffSso.clientId,
        secret: staffSso.clientSecret,
        redirectUris: staffSso.redirectUris,
      },
    });
  }

  const webApp = config.isProduction
    ? await registerWebApp(app)
    : ({ spaAvailable: false } as const);

  app.setNotFoundHandler((request, reply) => {
    if (webApp.spaAvailable && isAppPageRequest(request)) {
      return sendAppPage(request, reply, webApp.appPageOf);
    }
    return reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${request.method}:${request.url.split('?')[0]} not found`,
    });
  });

  return app;
}
