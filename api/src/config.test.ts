import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config.ts';
import { configSummary } from './config-summary.ts';
import { jwtSecretFile } from './jwt-secret.ts';

describe('config', () => {
  let baseDir: string;
  beforeEach(async () => {
    baseDir = await mkdtemp(path.join(tmpdir(), 'sitewright-config-'));
  });
  afterEach(() => rm(baseDir, { recursive: true, force: true }));

  it('runs on embedded defaults when nothing is set', async () => {
    const config = await loadConfig({}, baseDir);
    expect(config).toMatchObject({
      port: 3000,
      sitesPort: 3001,
      dataDir: path.join(baseDir, '.data'),
      appUrl: 'http://localhost:3000',
      sitesUrl: 'http://localhost:3001',
      apiUrl: 'http://localhost:3000',
      database: { kind: 'pglite', dataDir: path.join(baseDir, '.data', 'pglite') },
      queue: { kind: 'in-process' },
      storage: { kind: 'folder' },
      cdn: { kind: 'api' },
      mail: { kind: 'outbox' },
      ai: { kind: 'offline' },
      raisedLimits: false,
      logLevel: 'info',
      apiProcesses: 1,
    });
  });

  it('runs several api processes only on Postgres (PGlite lives inside one process)', async () => {
    const postgres = { DATABASE_URL: 'postgres://127.0.0.1:5432/sitewright', JWT_SECRET: 'x'.repeat(32) };
    await expect(loadConfig({ ...postgres, API_PROCESSES: '2' }, baseDir)).resolves.toMatchObject({
      apiProcesses: 2,
    });
    await expect(loadConfig({ ...postgres, API_PROCESSES: '' }, baseDir)).resolves.toMatchObject({
      apiProcesses: 1,
    });
    await expect(loadConfig({ API_PROCESSES: '1' }, baseDir)).resolves.toMatchObject({ apiProcesses: 1 });
    const embedded = loadConfig({ API_PROCESSES: '2' }, baseDir);
    await expect(embedded).rejects.toBeInstanceOf(ConfigError);
    await expect(embedded).rejects.toThrow(/API_PROCESSES: must be 1 with the embedded PGlite database/);
    await expect(loadConfig({ ...postgres, API_PROCESSES: '0' }, baseDir)).rejects.toThrow(/API_PROCESSES/);
    await expect(loadConfig({ ...postgres, API_PROCESSES: 'two' }, baseDir)).rejects.toThrow(/API_PROCESSES/);
  });

  it('generates the JWT secret once, keeps it private in DATA_DIR, and reuses it', async () => {
    const first = await loadConfig({}, baseDir);
    const second = await loadConfig({ DATA_DIR: '.data' }, baseDir);
    expect(first.auth.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.auth.jwtSecret).toBe(first.auth.jwtSecret);
    const file = jwtSecretFile(first.dataDir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.auth.jwtSecret);
  });

  it('switches each concern to its cloud implementation when its variable is set', async () => {
    const config = await loadConfig(
      {
        DATABASE_URL: 'postgres://api:pw@db.internal:5432/sitewright',
        REDIS_URL: 'redis://:pw@cache:6379',
        S3_BUCKET: 'sites',
        S3_ENDPOINT: 'http://127.0.0.1:4569',
        SMTP_URL: 'smtp://mailer:pw@smtp.example.com:587',
        OPENAI_API_KEY: 'sk-test',
        RAISED_LIMITS: 'true',
        APP_URL: 'https://app.example.com/',
        JWT_SECRET: 's'.repeat(40),
      },
      baseDir,
    );
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://api:pw@db.internal:5432/sitewright',
      transactionPooler: false,
    });
    expect(config.queue.kind).toBe('redis');
    expect(config.storage).toMatchObject({ kind: 's3', bucket: 'sites', endpoint: 'http://127.0.0.1:4569' });
    expect(config.ai).toMatchObject({ kind: 'openai', model: 'gpt-4o-mini' });
    expect(config.appUrl).toBe('https://app.example.com');
    expect(config.raisedLimits).toBe(true);
    expect(config.auth.jwtSecretSource).toBe('env');
  });

  it('names every bad variable at once', async () => {
    const attempt = loadConfig(
      { PORT: 'eighty', DATABASE_URL: 'mysql://x', S3_ENDPOINT: 'http://s3' },
      baseDir,
    );
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*S3_ENDPOINT: needs S3_BUCKET/);
    await expect(
      loadConfig({ DATABASE_URL: 'postgres://127.0.0.1:5432/sitewright' }, baseDir),
    ).rejects.toThrow(/JWT_SECRET: must be set with DATABASE_URL/);
    await expect(loadConfig({ NODE_ENV: 'production' }, baseDir)).resolves.toMatchObject({
      env: 'production',
    });
  });

  it('runs sign-in on Supabase Auth only with its public key, and stops the start without it', async () => {
    await expect(loadConfig({ SUPABASE_URL: 'https://abcd.supabase.co' }, baseDir)).rejects.toThrow(
      "SUPABASE_ANON_KEY: must be set with SUPABASE_URL (the project's anon / publishable key, from its API settings)",
    );
    await expect(loadConfig({ SUPABASE_SERVICE_ROLE_KEY: 'secret' }, baseDir)).rejects.toThrow(
      'SUPABASE_SERVICE_ROLE_KEY: needs SUPABASE_URL',
    );
    const config = await loadConfig(
      {
        SUPABASE_URL: 'https://abcd.supabase.co/',
        SUPABASE_ANON_KEY: 'anon-key',
        SUPABASE_SERVICE_ROLE_KEY: 'service-role-secret',
      },
      baseDir,
    );
    expect(config.auth.supabase).toEqual({
      url: 'https://abcd.supabase.co',
      anonKey: 'anon-key',
      serviceRoleKey: 'service-role-secret',
    });
    const summary = JSON.stringify(configSummary(config));
    expect(summary).toContain('supabase auth https://abcd.supabase.co');
    expect(summary).not.toContain('service-role-secret');
  });

  it('sends statements unnamed through a transaction-mode pooler and LISTENs on a session connection', async () => {
    const secret = { JWT_SECRET: 'j'.repeat(40) };
    const pooler = 'postgres://postgres.ref:pw@aws-0-eu-west-1.pooler.supabase.com:6543/postgres';
    await expect(loadConfig({ ...secret, DATABASE_URL: pooler }, baseDir)).rejects.toThrow(
      /DATABASE_LISTEN_URL: must be set when DATABASE_URL is a transaction-mode pooler/,
    );
    const listen = 'postgres://postgres.ref:pw@aws-0-eu-west-1.pooler.supabase.com:5432/postgres';
    const config = await loadConfig(
      { ...secret, DATABASE_URL: pooler, DATABASE_LISTEN_URL: listen },
      baseDir,
    );
    expect(config.database).toEqual({
      kind: 'postgres',
      url: pooler,
      transactionPooler: true,
      listenUrl: listen,
    });
    const forced = await loadConfig(
      {
        ...secret,
        DATABASE_URL: 'postgres://127.0.0.1:6432/app',
        DATABASE_POOL_MODE: 'transaction',
        DATABASE_LISTEN_URL: 'postgres://127.0.0.1:5432/app',
      },
      baseDir,
    );
    expect(forced.database).toMatchObject({ transactionPooler: true });
    const direct = await loadConfig({ ...secret, DATABASE_URL: 'postgres://127.0.0.1:5432/app' }, baseDir);
    expect(direct.database).toEqual({
      kind: 'postgres',
      url: 'postgres://127.0.0.1:5432/app',
      transactionPooler: false,
    });
    expect(JSON.stringify(configSummary(config))).not.toContain(':pw@');
  });

  it('lists the outbox only outside production, unless OUTBOX_PAGE says otherwise, and says where e-mail goes', async () => {
    const page = async (env: Record<string, string>) => {
      const config = await loadConfig(env, baseDir);
      return config.mail.kind === 'outbox' ? config.mail.page : 'smtp';
    };
    expect(await page({})).toBe(true);
    expect(await page({ NODE_ENV: 'production' })).toBe(false);
    expect(await page({ NODE_ENV: 'production', OUTBOX_PAGE: 'true' })).toBe(true);
    expect(await page({ OUTBOX_PAGE: 'false' })).toBe(false);
    expect(await page({ SMTP_URL: 'smtp://smtp.example.com' })).toBe('smtp');
    await expect(loadConfig({ OUTBOX_PAGE: 'maybe' }, baseDir)).rejects.toThrow(/OUTBOX_PAGE/);

    const production = configSummary(await loadConfig({ NODE_ENV: 'production' }, baseDir));
    expect(production.mail).toMatch(/sign-in e-mails are kept on disk, not sent \(set SMTP_URL\)/);
    expect(production.mail).toMatch(/page \/dev\/outbox off/);
    const development = configSummary(await loadConfig({}, baseDir));
    expect(development.mail).toMatch(/listed at http:\/\/localhost:3000\/dev\/outbox to loopback clients$/);
    const smtp = configSummary(await loadConfig({ SMTP_URL: 'smtp://smtp.example.com' }, baseDir));
    expect(smtp.mail).toBe('smtp smtp://smtp.example.com (sign-in e-mails are sent)');
  });

  it('treats empty variables as unset', async () => {
    const config = await loadConfig({ PORT: '', DATABASE_URL: '  ', OPENAI_API_KEY: '' }, baseDir);
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.ai.kind).toBe('offline');
  });

  it('never puts a secret in the start-up summary', async () => {
    const secrets = ['dbpass', 'redispass', 'smtppass', 'sk-live-secret', 'pexels-key', 'unsplash-key'];
    const jwt = 'j'.repeat(40);
    const admin = 'a'.repeat(24);
    const config = await loadConfig(
      {
        DATABASE_URL: 'postgres://api:dbpass@db:5432/sw?sslmode=require&password=dbpass',
        REDIS_URL: 'rediss://:redispass@cache:6380',
        SMTP_URL: 'smtp://mailer:smtppass@smtp.example.com',
        OPENAI_API_KEY: 'sk-live-secret',
        PEXELS_API_KEY: 'pexels-key',
        UNSPLASH_ACCESS_KEY: 'unsplash-key',
        JWT_SECRET: jwt,
        ADMIN_TOKEN: admin,
      },
      baseDir,
    );
    const summary = JSON.stringify(configSummary(config));
    for (const secret of [...secrets, jwt, admin]) expect(summary).not.toContain(secret);
    expect(summary).toContain('postgres://api:***@db:5432/sw');
  });
});

describe('IMPORT_ALLOW_HOSTS', () => {
  it('is read from the environment for tests and refused in production', () => {
    expect(parseEnv({ IMPORT_ALLOW_HOSTS: '127.0.0.1, ::1' }).IMPORT_ALLOW_HOSTS).toBe('127.0.0.1, ::1');
    expect(() => parseEnv({ IMPORT_ALLOW_HOSTS: '127.0.0.1', NODE_ENV: 'production' })).toThrow(
      /IMPORT_ALLOW_HOSTS: only for tests/,
    );
  });
});
