import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { Caller } from './plugins/request-context.js';
import type { Repositories } from './repositories.js';
import type { Services } from './services.js';
import type { AccessTokens } from './modules/auth/tokens.js';
import type { Clock } from './lib/clock.js';
import type { ProductInsurers, ProductRegistry } from './products.js';
import type { CardPayments } from './adapters/card-payments/card-payments-port.js';
import type { BankTransfers } from './adapters/bank-transfers/bank-transfers-port.js';
import type { PolicyDocuments } from './adapters/documents/policy-documents-port.js';
import type { JobRunner } from './jobs/job-runner.js';
import type { FileStore } from './adapters/file-store/file-store-port.js';
import type { OutboxDelivery } from './adapters/messages/outbox-delivery.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    repositories: Repositories;
    /** Every service, built once (services.ts). */
    services: Services;
    /** The outbox delivered (SMTP, SMS provider); null when nothing leaves (no SMTP_URL, SMS_URL). */
    outboxDelivery: OutboxDelivery | null;
    accessTokens: AccessTokens;
    /** The time now; tests replace it to step over lockouts and code expiry. */
    clock: Clock;
    /** The products sold, by their modules' descriptors (products.ts). */
    products: ProductRegistry;
    /** The Insurer port of each product, by product type: its insurers' adapters. */
    insurers: ProductInsurers;
    /** The CardPayments port: captures and refunds what the card gateway authorised. */
    cardPayments: CardPayments;
    /** The BankTransfers port: credit transfers to customers' bank accounts. */
    bankTransfers: BankTransfers;
    /** The Documents port: policy PDFs. */
    policyDocuments: PolicyDocuments;
    /** The FileStore port: claims' photos and documents. */
    fileStore: FileStore;
    /** The job queue's worker: binds after payment. */
    jobRunner: JobRunner;
  }
  interface FastifyContextConfig {
    /** Bad requests on this route also carry the identity provider's error name. */
    identityRoute?: boolean;
  }
  interface FastifyRequest {
    /** Who is calling: set on every request from the bearer token, anonymous without one. */
    caller: Caller;
  }
}
