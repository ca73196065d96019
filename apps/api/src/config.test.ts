import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, findWorkspaceRoot, loadConfig } from './config.js';
import { readOrCreateSecrets } from './lib/secrets-file.js';

const SECRET = 'a'.repeat(40);
const KEY = 'k'.repeat(30);
const temporaryFolders: string[] = [];
function temporaryFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'wallet-config-'));
  temporaryFolders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of temporaryFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ TOKEN_SECRET: SECRET, OPERATOR_API_KEY: KEY, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a configuration error');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ TOKEN_SECRET: SECRET, OPERATOR_API_KEY: KEY });
    const root = findWorkspaceRoot(process.cwd());
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      host: '127.0.0.1',
      port: 3000,
      logLevel: 'info',
      dataDir: join(root, 'data'),
      databaseUrl: undefined,
      rateLimitMax: 300,
      authRateLimitMax: 20,
      refreshTokenTtlMinutes: 720,
      seedDemoData: true,
      webDistDir: join(root, 'apps', 'web', 'dist'),
      trustProxy: false,
      redisUrl: undefined,
      redisCommandTimeoutMs: 50,
    });
    expect(existsSync(join(root, 'apps', 'api', 'package.json'))).toBe(true);
  });

  it('finds the repository root from apps/api, so ./data is the same folder from either place', () => {
    const root = findWorkspaceRoot(process.cwd());
    expect(findWorkspaceRoot(join(root, 'apps', 'api'))).toBe(root);
    expect(
      loadConfig({ TOKEN_SECRET: SECRET, OPERATOR_API_KEY: KEY }, join(root, 'apps', 'api'))
        .dataDir,
    ).toBe(join(root, 'data'));
  });

  it('resolves a relative DATA_DIR and WEB_DIST_DIR against the working folder', () => {
    const config = loadConfig(
      { TOKEN_SECRET: SECRET, OPERATOR_API_KEY: KEY, DATA_DIR: 'var/db', WEB_DIST_DIR: '../web' },
      '/srv/wallet',
    );
    expect(config.dataDir).toBe(resolve('/srv/wallet/var/db'));
    expect(config.webDistDir).toBe(resolve('/srv/web'));
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      NODE_ENV: 'staging',
      RATE_LIMIT_MAX: '-1',
      SEED_DEMO_DATA: 'maybe',
      DATABASE_URL: 'mysql://x',
      REDIS_COMMAND_TIMEOUT_MS: '0',
    });
    for (const name of [
      'PORT',
      'NODE_ENV',
      'RATE_LIMIT_MAX',
      'SEED_DEMO_DATA',
      'DATABASE_URL',
      'REDIS_COMMAND_TIMEOUT_MS',
    ]) {
      expect(
        problems.some((problem) => problem.startsWith(`${name}:`)),
        name,
      ).toBe(true);
    }
  });

  it('rejects a short TOKEN_SECRET', () => {
    expect(problemsOf({ TOKEN_SECRET: 'short' })).toEqual([
      'TOKEN_SECRET: must be at least 32 characters',
    ]);
  });

  it('requires TOKEN_SECRET and OPERATOR_API_KEY with DATABASE_URL', () => {
    let error: unknown;
    try {
      loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'TOKEN_SECRET: required when DATABASE_URL is set',
      'OPERATOR_API_KEY: required when DATABASE_URL is set',
    ]);
    expect((error as ConfigError).message).toContain('Invalid configuration');
  });

  it('reads SEED_DEMO_DATA=false and treats empty variables as unset', () => {
    const config = loadConfig({
      TOKEN_SECRET: SECRET,
      OPERATOR_API_KEY: KEY,
      SEED_DEMO_DATA: 'false',
      PORT: '',
    });
    expect(config.seedDemoData).toBe(false);
    expect(config.port).toBe(3000);
  });

  it('without DATABASE_URL, generates missing secrets once and keeps them in DATA_DIR/secrets.json', () => {
    const dataDir = temporaryFolder();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'secrets.json');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(first.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.operatorApiKey.length).toBeGreaterThanOrEqual(24);
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.tokenSecret).toBe(first.tokenSecret);
    expect(second.operatorApiKey).toBe(first.operatorApiKey);
    expect(JSON.parse(readFileSync(file, 'utf8')).tokenSecret).toBe(first.tokenSecret);
    // A configured secret wins over the stored one.
    expect(loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: SECRET }).tokenSecret).toBe(SECRET);
  });
});

describe('account settings', () => {
  const base = { TOKEN_SECRET: SECRET, OPERATOR_API_KEY: KEY };

  it('turns the development outbox on by default, off in production unless asked for', () => {
    expect(loadConfig(base).outboxViewer).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).outboxViewer).toBe(false);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', OUTBOX_VIEWER: 'true' }).outboxViewer,
    ).toBe(true);
    expect(loadConfig({ ...base, OUTBOX_VIEWER: 'false' }).outboxViewer).toBe(false);
  });

  it('keeps the outbox viewer closed beyond loopback or on PostgreSQL unless forced', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) {
      expect(loadConfig({ ...base, HOST: host, OUTBOX_VIEWER: 'true' }).outboxViewer).toBe(true);
    }
    const open = loadConfig({ ...base, HOST: '0.0.0.0', OUTBOX_VIEWER: 'true' });
    expect(open.outboxViewer).toBe(false);
    expect(open.outboxViewerRefusal).toMatch(/HOST 0\.0\.0\.0 .*OUTBOX_VIEWER=force/);
    const postgres = loadConfig({ ...base, DATABASE_URL: 'postgres://db/wallet' });
    expect(postgres.outboxViewer).toBe(false);
    expect(postgres.outboxViewerRefusal).toMatch(/DATABASE_URL is set/);
    expect(loadConfig({ ...base, HOST: '10.0.0.5' }).outboxViewer).toBe(false);
    expect(
      loadConfig({
        ...base,
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://db/w',
        OUTBOX_VIEWER: 'force',
      }).outboxViewer,
    ).toBe(true);
    expect(loadConfig({ ...base, OUTBOX_VIEWER: 'false' }).outboxViewerRefusal).toBeNull();
  });

  it('reads a relative DATA_DIR from the folder the command was run in', () => {
    const config = loadConfig(
      { ...base, DATA_DIR: 'my-data', INIT_CWD: '/srv/wallet' },
      '/srv/wallet/apps/api',
    );
    expect(config.dataDir).toBe('/srv/wallet/my-data');
    expect(loadConfig({ ...base, DATA_DIR: 'my-data' }, '/srv/other').dataDir).toBe(
      '/srv/other/my-data',
    );
  });

  it('asks for a password reset from accounts older than 1 August 2023 by default', () => {
    expect(loadConfig(base).passwordResetRequiredBefore.toISOString()).toBe(
      '2023-08-01T00:00:00.000Z',
    );
    expect(
      loadConfig({
        ...base,
        PASSWORD_RESET_REQUIRED_BEFORE: '2024-01-31',
      }).passwordResetRequiredBefore.toISOString(),
    ).toBe('2024-01-31T00:00:00.000Z');
    expect(problemsOf({ PASSWORD_RESET_REQUIRED_BEFORE: '31/01/2024' })[0]).toMatch(
      /^PASSWORD_RESET_REQUIRED_BEFORE/,
    );
  });
});

describe('public origins', () => {
  const base = { TOKEN_SECRET: SECRET, OPERATOR_API_KEY: KEY };

  it('defaults to the loopback names at the server port, and the app dev server in development', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production', PORT: '3000' }).publicOrigins).toEqual([
      'http://127.0.0.1:3000',
      'http://localhost:3000',
    ]);
    expect(loadConfig({ ...base, NODE_ENV: 'development', PORT: '3000' }).publicOrigins).toContain(
      'http://127.0.0.1:5173',
    );
  });

  it('takes configured origins and refuses anything that is not a bare http(s) origin', () => {
    expect(
      loadConfig({
        ...base,
        PUBLIC_ORIGIN: 'https://wallet.example.ie, https://www.wallet.example.ie',
      }).publicOrigins,
    ).toEqual(['https://wallet.example.ie', 'https://www.wallet.example.ie']);
    for (const bad of [
      'https://wallet.example.ie/path',
      'ftp://wallet.example.ie',
      'x; script-src *',
    ]) {
      expect(problemsOf({ PUBLIC_ORIGIN: bad })[0]).toMatch(/^PUBLIC_ORIGIN/);
    }
  });
});

describe('the direct-debit collections schedule', () => {
  it('enqueues the day’s collections hourly by default, never with 0, and refuses nonsense', () => {
    const env = { TOKEN_SECRET: SECRET, OPERATOR_API_KEY: KEY };
    expect(loadConfig(env).directDebitRunIntervalMs).toBe(3_600_000);
    expect(loadConfig({ ...env, DIRECT_DEBIT_RUN_INTERVAL_MS: '0' }).directDebitRunIntervalMs).toBe(
      0,
    );
    expect(problemsOf({ DIRECT_DEBIT_RUN_INTERVAL_MS: '-1' })).toHaveLength(1);
  });
});

describe('renewal settings', () => {
  it('sends renewal notices 25 working days ahead and schedules the cycle hourly by default', () => {
    const config = loadConfig({ TOKEN_SECRET: SECRET, OPERATOR_API_KEY: KEY });
    expect(config.renewalNoticeWorkingDays).toBe(25);
    expect(config.renewalCycleIntervalMs).toBe(3_600_000);
  });

  it('takes a lead time of 20 working days, the legal floor, and turns the schedule off with 0', () => {
    const config = loadConfig({
      TOKEN_SECRET: SECRET,
      OPERATOR_API_KEY: KEY,
      RENEWAL_NOTICE_WORKING_DAYS: '20',
      RENEWAL_CYCLE_INTERVAL_MS: '0',
    });
    expect(config.renewalNoticeWorkingDays).toBe(20);
    expect(config.renewalCycleIntervalMs).toBe(0);
  });

  it('refuses at boot a lead time below 20 working days', () => {
    expect(problemsOf({ RENEWAL_NOTICE_WORKING_DAYS: '19' })).toEqual([
      'RENEWAL_NOTICE_WORKING_DAYS: must be at least 20 working days (the legal minimum notice of a renewal)',
    ]);
  });
});

describe('staff single sign-on', () => {
  const base = { TOKEN_SECRET: SECRET, OPERATOR_API_KEY: KEY };

  it('uses the local staff directory without an issuer, its secret kept for the server start', () => {
    expect(loadConfig(base).staffSso).toEqual({
      issuer: undefined,
      clientId: 'insurance-wallet',
      clientSecret: undefined,
    });
    expect(
      loadConfig({ ...base, STAFF_SSO_CLIENT_SECRET: 's'.repeat(20) }).staffSso.clientSecret,
    ).toBe('s'.repeat(20));
    // Processes sharing a PostgreSQL database (and TOKEN_SECRET) agree on the stand-in's secret.
    const postgres = { ...base, DATABASE_URL: 'postgres://db/wallet' };
    const first = loadConfig(postgres).staffSso.clientSecret!;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(postgres).staffSso.clientSecret).toBe(first);
    expect(first).not.toContain(SECRET);
  });

  it("takes a bank's directory from configuration, with the wallet's client id and secret", () => {
    const sso = {
      STAFF_SSO_ISSUER: 'https://login.bank.example/tenant/v2.0',
      STAFF_SSO_CLIENT_ID: 'wallet-client',
      STAFF_SSO_CLIENT_SECRET: 'client-secret-0123456789',
    };
    expect(loadConfig({ ...base, ...sso }).staffSso).toEqual({
      issuer: 'https://login.bank.example/tenant/v2.0',
      clientId: 'wallet-client',
      clientSecret: 'client-secret-0123456789',
    });
    expect(problemsOf({ STAFF_SSO_ISSUER: sso.STAFF_SSO_ISSUER })).toEqual([
      'STAFF_SSO_CLIENT_ID: required when STAFF_SSO_ISSUER is set',
      'STAFF_SSO_CLIENT_SECRET: required when STAFF_SSO_ISSUER is set',
    ]);
  });

  it('refuses an issuer that is not HTTPS (but on this machine), or has a query, and a short secret', () => {
    for (const issuer of [
      'http://login.bank.example',
      'ftp://login.bank.example',
      'https://login.bank.example/?tenant=1',
      'not a url',
    ]) {
      expect(problemsOf({ STAFF_SSO_ISSUER: issuer })[0], issuer).toMatch(/^STAFF_SSO_ISSUER/);
    }
    expect(
      loadConfig({
        ...base,
        STAFF_SSO_ISSUER: 'http://127.0.0.1:8080/realms/staff',
        STAFF_SSO_CLIENT_ID: 'wallet',
        STAFF_SSO_CLIENT_SECRET: 'client-secret-0123456789',
      }).staffSso.issuer,
    ).toBe('http://127.0.0.1:8080/realms/staff');
    expect(problemsOf({ STAFF_SSO_CLIENT_SECRET: 'short' })[0]).toMatch(/^STAFF_SSO_CLIENT_SECRET/);
  });

  it("keeps the local directory's client secret in secrets.json, added to an older file", () => {
    const dataDir = temporaryFolder();
    const file = join(dataDir, 'secrets.json');
    const older = { tokenSecret: SECRET, operatorApiKey: KEY };
    writeFileSync(file, JSON.stringify(older));
    const secrets = readOrCreateSecrets(dataDir);
    expect(secrets).toMatchObject(older);
    expect(secrets.staffSsoClientSecret.length).toBeGreaterThanOrEqual(32);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(secrets);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readOrCreateSecrets(dataDir)).toEqual(secrets);
  });
});

describe('the file store of claims’ photos and documents', () => {
  const base = { TOKEN_SECRET: SECRET, OPERATOR_API_KEY: KEY };

  it('is a folder under DATA_DIR by default', () => {
    expect(loadConfig(base).fileStore).toEqual({ kind: 'disk', timeoutMs: 120_000 });
  });

  it('is an S3-compatible store by configuration', () => {
    expect(
      loadConfig({
        ...base,
        FILE_STORE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'claim-files',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'key-id',
        S3_SECRET_ACCESS_KEY: 'secret',
        FILE_STORE_TIMEOUT_MS: '30000',
      }).fileStore,
    ).toEqual({
      kind: 's3',
      timeoutMs: 30_000,
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'claim-files',
        region: 'eu-west-1',
        credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
    });
    // Without keys, the AWS SDK's own chain (an instance role...).
    expect(
      loadConfig({ ...base, FILE_STORE: 's3', S3_BUCKET: 'claim-files' }).fileStore,
    ).toMatchObject({ s3: { credentials: undefined, endpoint: undefined, region: 'us-east-1' } });
  });

  it('refuses at boot an S3 store without its bucket, or with one key of two', () => {
    expect(problemsOf({ FILE_STORE: 's3', S3_ACCESS_KEY_ID: 'key-id' })).toEqual([
      'S3_BUCKET: required when FILE_STORE is s3',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: give both or neither',
    ]);
    expect(problemsOf({ FILE_STORE: 'cloud' })[0]).toMatch(/^FILE_STORE:/);
    expect(problemsOf({ FILE_STORE_TIMEOUT_MS: '0' })[0]).toMatch(/^FILE_STORE_TIMEOUT_MS:/);
  });
});

describe('messages that leave', () => {
  const base = { TOKEN_SECRET: SECRET, OPERATOR_API_KEY: KEY };

  it('keeps SMS in the outbox by default, and sends them to a configured provider', () => {
    expect(loadConfig(base).sms).toEqual({
      url: null,
      apiKey: null,
      from: 'Wallet',
      timeoutMs: 10_000,
    });
    expect(
      loadConfig({
        ...base,
        SMS_URL: 'https://api.example.com/v1/messages',
        SMS_API_KEY: 'sms-provider-key-0123456789',
        SMS_FROM: '+353861234567',
        SMS_TIMEOUT_MS: '5000',
      }).sms,
    ).toEqual({
      url: 'https://api.example.com/v1/messages',
      apiKey: 'sms-provider-key-0123456789',
      from: '+353861234567',
      timeoutMs: 5_000,
    });
    // HTTP only to a stand-in on this machine.
    expect(loadConfig({ ...base, SMS_URL: 'http://127.0.0.1:4100/v1/messages' }).sms.url).toBe(
      'http://127.0.0.1:4100/v1/messages',
    );
  });

  it('refuses at boot a provider that is not HTTPS, carries a password, or a key without one', () => {
    expect(problemsOf({ SMS_URL: 'http://sms.example.com/v1/messages' })).toEqual([
      'SMS_URL: must be an https:// URL (http:// only on localhost or 127.0.0.1)',
    ]);
    expect(problemsOf({ SMS_URL: 'ftp://127.0.0.1/messages' })[0]).toMatch(/^SMS_URL:/);
    expect(problemsOf({ SMS_URL: 'not a url' })[0]).toMatch(/^SMS_URL:/);
    expect(problemsOf({ SMS_URL: 'https://user:secret@sms.example.com/v1/messages' })).toEqual([
      'SMS_URL: must carry no user or password: give the key in SMS_API_KEY',
    ]);
    expect(
      problemsOf({ SMS_URL: 'https://sms.example.com/v1/messages', SMS_API_KEY: 'short' }),
    ).toEqual(['SMS_API_KEY: must be at least 16 characters']);
    expect(
      problemsOf({
        SMS_URL: 'https://sms.example.com/v1/messages',
        SMS_API_KEY: 'a key with spaces in it',
      }),
    ).toEqual(['SMS_API_KEY: must be printable characters without spaces']);
    expect(problemsOf({ SMS_API_KEY: 'sms-provider-key-0123456789' })).toEqual([
      'SMS_API_KEY: set only with SMS_URL, the provider it is for',
    ]);
    expect(problemsOf({ SMS_FROM: 'Insurance Wallet' })[0]).toMatch(/^SMS_FROM:/);
    expect(problemsOf({ SMS_TIMEOUT_MS: '0' })[0]).toMatch(/^SMS_TIMEOUT_MS:/);
  });

  it('keeps e-mail in the outbox by default, and refuses an SMTP_URL of another scheme', () => {
    expect(loadConfig(base).smtp.url).toBeNull();
    expect(problemsOf({ SMTP_URL: 'http://mail.example.com' })[0]).toMatch(/^SMTP_URL:/);
  });

  it('tells operators of money owed at the local outbox, and asks for a mailbox once e-mail leaves', () => {
    expect(loadConfig(base).operationsEmail).toBe('operations@wallet.localhost');
    const smtp = { SMTP_URL: 'smtp://mail.example.com:587' };
    expect(problemsOf(smtp)).toEqual(['OPERATIONS_EMAIL: required when SMTP_URL is set']);
    expect(
      loadConfig({ ...base, ...smtp, OPERATIONS_EMAIL: 'payments-ops@insurer.ie' }).operationsEmail,
    ).toBe('payments-ops@insurer.ie');
    expect(problemsOf({ OPERATIONS_EMAIL: 'not an address' })[0]).toMatch(/^OPERATIONS_EMAIL:/);
  });
});
