import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from '@sitewright/store';
import { isTransactionPooler, pgliteDir } from '@sitewright/store';
import { z } from 'zod';
import { resolveJwtSecret } from './jwt-secret.ts';

/**
 * Every environment variable the api reads, read here and nowhere else (`.env.example` lists
 * them with their embedded defaults). Empty values count as unset.
 */
const unset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const text = () => z.preprocess(unset, z.string().trim().optional());
const url = () => z.preprocess(unset, z.url().optional());
const port = (fallback: number) =>
  z.preprocess(unset, z.coerce.number().int().min(0).max(65_535).default(fallback));
const flag = () =>
  z.preprocess(
    unset,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .default('false')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  );
/** A yes/no variable whose default depends on others: `undefined` when unset. */
const optionalFlag = () =>
  z.preprocess(
    unset,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1' || v === 'yes')),
  );

export const envSchema = z.object({
  NODE_ENV: z.preprocess(unset, z.enum(['development', 'test', 'production']).default('development')),
  PORT: port(3000),
  SITES_PORT: port(3001),
  DATA_DIR: z.preprocess(unset, z.string().default('.data')),
  APP_URL: url(),
  SITES_URL: url(),
  API_URL: url(),
  DATABASE_URL: z.preprocess(
    unset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  /** A session connection for LISTEN when DATABASE_URL is a transaction-mode pooler. */
  DATABASE_LISTEN_URL: z.preprocess(
    unset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  /** What DATABASE_URL reaches: `transaction` (a pooler in transaction mode) or `session`. Default: detected. */
  DATABASE_POOL_MODE: z.preprocess(unset, z.enum(['transaction', 'session']).optional()),
  REDIS_URL: z.preprocess(
    unset,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
  ),
  S3_BUCKET: text(),
  S3_ENDPOINT: url(),
  S3_REGION: z.preprocess(unset, z.string().default('us-east-1')),
  CLOUDFRONT_DISTRIBUTION_ID: text(),
  /** The KeyValueStore the edge function reads (`arn:aws:cloudfront::{account}:key-value-store/{id}`). */
  CLOUDFRONT_KVS_ARN: z.preprocess(
    unset,
    z
      .string()
      .regex(
        /^arn:aws[a-z-]*:cloudfront::\d{12}:key-value-store\/[A-Za-z0-9-]+$/,
        'must be a KeyValueStore ARN',
      )
      .optional(),
  ),
  /** Another KVS API endpoint, taken literally (tests point it at a local fake). */
  CLOUDFRONT_KVS_ENDPOINT: url(),
  /** The multi-tenant distribution (SaaS Manager) each custom domain becomes a tenant of. */
  CLOUDFRONT_TENANT_DISTRIBUTION_ID: text(),
  /** The tenants' connection group, and its routing endpoint: every custom domain's CNAME target. */
  CLOUDFRONT_CONNECTION_GROUP_ID: text(),
  CLOUDFRONT_ROUTING_ENDPOINT: text(),
  SMTP_URL: z.preprocess(
    unset,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(unset, z.string().default('Sitewright <no-reply@localhost>')),
  /** The outbox page `/dev/outbox` (no SMTP_URL): on by default, off with NODE_ENV=production unless set. */
  OUTBOX_PAGE: optionalFlag(),
  OPENAI_API_KEY: text(),
  OPENAI_BASE_URL: z.preprocess(unset, z.url().default('https://api.openai.com/v1')),
  OPENAI_MODEL: z.preprocess(unset, z.string().default('gpt-4o-mini')),
  PEXELS_API_KEY: text(),
  UNSPLASH_ACCESS_KEY: text(),
  /** The stock APIs' base URLs; tests point them at local servers speaking the same JSON APIs. */
  PEXELS_API_URL: url(),
  UNSPLASH_API_URL: url(),
  /** Hosts or addresses the link importer may reach despite the address and port rules. Tests only. */
  IMPORT_ALLOW_HOSTS: text(),
  GOOGLE_CLIENT_ID: text(),
  GOOGLE_JWKS_URL: z.preprocess(unset, z.url().default('https://www.googleapis.com/oauth2/v3/certs')),
  JWT_SECRET: z.preprocess(unset, z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_TOKEN: z.preprocess(unset, z.string().min(16, 'must be at least 16 characters').optional()),
  RAISED_LIMITS: flag(),
  LOG_LEVEL: z.preprocess(
    unset,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  SUPABASE_URL: url(),
  /** The project's public (anon / publishable) key; the designer signs in with it. */
  SUPABASE_ANON_KEY: text(),
  /** The legacy HS256 JWT secret, for projects not yet on asymmetric signing keys. */
  SUPABASE_JWT_SECRET: text(),
  /** The service-role (secret) key: account deletion deletes the Supabase user. Server side only. */
  SUPABASE_SERVICE_ROLE_KEY: text(),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(unset, z.coerce.number().int().min(0).max(600_000).default(10_000)),
  TRUST_PROXY: z.preprocess(unset, z.string().trim().max(512).optional()),
  /** api processes (`node:cluster` workers sharing PORT); more than 1 needs DATABASE_URL. */
  API_PROCESSES: z.preprocess(unset, z.coerce.number().int().min(1).max(64).default(1)),
});

/**
 * Rules between variables, checked on the raw values so they are reported together with the
 * per-variable errors (a failed object parse would skip a zod refinement).
 */
function crossVariableIssues(source: Record<string, string | undefined>): string[] {
  const has = (name: string) => unset(source[name]) !== undefined;
  const issues: string[] = [];
  if (has('S3_ENDPOINT') && !has('S3_BUCKET')) issues.push('S3_ENDPOINT: needs S3_BUCKET');
  if (has('CLOUDFRONT_TENANT_DISTRIBUTION_ID') && !has('CLOUDFRONT_ROUTING_ENDPOINT')) {
    issues.push(
      'CLOUDFRONT_ROUTING_ENDPOINT: needed with CLOUDFRONT_TENANT_DISTRIBUTION_ID (the CNAME target)',
    );
  }
  // The importer's SSRF rules must never be loosened in production (ARCHITECTURE.md).
  if (has('IMPORT_ALLOW_HOSTS') && unset(source.NODE_ENV) === 'production') {
    issues.push('IMPORT_ALLOW_HOSTS: only for tests, not allowed with NODE_ENV=production');
  }
  // At scale (a shared database) several api processes must sign with one secret; the embedded
  // default (one process, PGlite) generates its own into DATA_DIR, even with NODE_ENV=production.
  if (has('DATABASE_URL') && !has('JWT_SECRET')) {
    issues.push(
      'JWT_SECRET: must be set with DATABASE_URL (every api process must sign with the same secret)',
    );
  }
  // Supabase Auth mode: the designer signs in with the project's public key.
  if (has('SUPABASE_URL') && !has('SUPABASE_ANON_KEY')) {
    issues.push(
      "SUPABASE_ANON_KEY: must be set with SUPABASE_URL (the project's anon / publishable key, from its API settings)",
    );
  }
  for (const name of ['SUPABASE_ANON_KEY', 'SUPABASE_JWT_SECRET', 'SUPABASE_SERVICE_ROLE_KEY']) {
    if (has(name) && !has('SUPABASE_URL')) issues.push(`${name}: needs SUPABASE_URL`);
  }
  if (has('DATABASE_LISTEN_URL') && !has('DATABASE_URL'))
    issues.push('DATABASE_LISTEN_URL: needs DATABASE_URL');
  // LISTEN through a transaction-mode pooler would stop hearing when its server connection moves on.
  const databaseUrl = unset(source.DATABASE_URL);
  const poolMode = unset(source.DATABASE_POOL_MODE);
  const transactionPooler =
    poolMode === 'transaction' ||
    (poolMode === undefined && typeof databaseUrl === 'string' && isTransactionPooler(databaseUrl));
  if (has('DATABASE_URL') && transactionPooler && !has('DATABASE_LISTEN_URL')) {
    issues.push(
      'DATABASE_LISTEN_URL: must be set when DATABASE_URL is a transaction-mode pooler (live updates LISTEN on a session connection: the direct database URL, or the pooler in session mode, port 5432 on Supavisor)',
    );
  }
  // PGlite runs inside the process that opened it: a second process cannot share the database.
  const processes = Number(unset(source.API_PROCESSES) ?? 1);
  if (processes > 1 && !has('DATABASE_URL')) {
    issues.push(
      'API_PROCESSES: must be 1 with the embedded PGlite database (it lives inside one process); set DATABASE_URL to run several',
    );
  }
  return issues;
}

/** The parsed environment, before derived values. */
export type Env = z.infer<typeof envSchema>;

/** The api's configuration: each external dependency's implementation, chosen once. */
export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  sitesPort: number;
  /** Absolute. */
  dataDir: string;
  appUrl: string;
  sitesUrl: string;
  apiUrl: string;
  database: DatabaseConfig;
  queue: { kind: 'in-process' } | { kind: 'redis'; url: string };
  storage:
    | { kind: 'folder'; dir: string }
    | { kind: 's3'; bucket: string; endpoint?: string; region: string };
  cdn: { kind: 'api' } | { kind: 'cloudfront'; distributionId: string };
  /** The edge routing function's key-value store, mirrored by the publisher (none: no edge function). */
  edgeStore: { kind: 'none' } | { kind: 'cloudfront-kvs'; arn: string; endpoint?: string };
  /** Custom domains at the CDN: CloudFront distribution tenants with managed certificates, or none (the api's sites server). */
  domainTenants:
    | { kind: 'none' }
    | { kind: 'cloudfront'; distributionId: string; connectionGroupId?: string; routingEndpoint: string };
  /**
   * Where e-mail goes. The outbox keeps it on disk; `page` says whether `/dev/outbox` lists it (to
   * loopback clients, or with `ADMIN_TOKEN`): a development aid, off in production unless `OUTBOX_PAGE`.
   */
  mail: { from: string } & ({ kind: 'outbox'; dir: string; page: boolean } | { kind: 'smtp'; url: string });
  ai: { kind: 'offline' } | { kind: 'openai'; apiKey: string; baseUrl: string; model: string };
  images: {
    pexelsApiKey?: string;
    unsplashAccessKey?: string;
    pexelsBaseUrl?: string;
    unsplashBaseUrl?: string;
  };
  /** Link import: hosts exempt from the address and port rules (tests only; empty otherwise). */
  importer: { allowHosts: string[] };
  auth: {
    jwtSecret: string;
    jwtSecretSource: 'env' | 'data-dir';
    googleClientId?: string;
    googleJwksUrl: string;
    /** Supabase Auth mode: sign-in is Supabase's; the api verifies its access tokens. */
    supabase?: {
      url: string;
      anonKey: string;
      jwtSecret?: string;
      serviceRoleKey?: string;
    };
  };
  adminToken?: string;
  raisedLimits: boolean;
  logLevel: Env['LOG_LEVEL'];
  shutdownTimeoutMs: number;
  /** How many api processes serve PORT (`API_PROCESSES`, `cluster.ts`); 1 with PGlite. @defaultValue 1 */
  apiProcesses: number;
  /**
   * Express `trust proxy`: which hops' `X-Forwarded-For` to believe for the client address the
   * per-IP rate limits count (`true`, a hop count, or addresses / `loopback`). Unset: the socket's.
   */
  trustProxy?: boolean | number | string;
}

/** A configuration error, listing every bad variable at once. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses and checks the environment. Throws a {@link ConfigError} naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  const issues = [
    ...(result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...crossVariableIssues(source),
  ];
  if (result.success && issues.length === 0) return result.data;
  throw new ConfigError(`Invalid environment:\n${issues.map((line) => `  ${line}`).join('\n')}`);
}

/** The repository root: what a relative `DATA_DIR` is relative to, wherever the process starts. */
export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Reads the configuration from the environment. The one side effect: without `JWT_SECRET`, a
 * secret is generated once and kept in `$DATA_DIR/jwt-secret`.
 * @param baseDir - what a relative `DATA_DIR` is relative to. @defaultValue the repository root
 */
export async function loadConfig(
  source: Record<string, string | undefined> = process.env,
  baseDir: string = repositoryRoot,
): Promise<Config> {
  const env = parseEnv(source);
  const dataDir = path.resolve(baseDir, env.DATA_DIR);
  const appUrl = trimSlash(env.APP_URL ?? `http://localhost:${env.PORT}`);
  const secret = await resolveJwtSecret(dataDir, env.JWT_SECRET);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    sitesPort: env.SITES_PORT,
    dataDir,
    appUrl,
    sitesUrl: trimSlash(env.SITES_URL ?? `http://localhost:${env.SITES_PORT}`),
    apiUrl: trimSlash(env.API_URL ?? appUrl),
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          transactionPooler:
            env.DATABASE_POOL_MODE === undefined
              ? isTransactionPooler(env.DATABASE_URL)
              : env.DATABASE_POOL_MODE === 'transaction',
          ...optional('listenUrl', env.DATABASE_LISTEN_URL),
        }
      : { kind: 'pglite', dataDir: pgliteDir(dataDir) },
    queue: env.REDIS_URL ? { kind: 'redis', url: env.REDIS_URL } : { kind: 'in-process' },
    storage: env.S3_BUCKET
      ? { kind: 's3', bucket: env.S3_BUCKET, region: env.S3_REGION, ...optional('endpoint', env.S3_ENDPOINT) }
      : { kind: 'folder', dir: path.join(dataDir, 'objects') },
    cdn: env.CLOUDFRONT_DISTRIBUTION_ID
      ? { kind: 'cloudfront', distributionId: env.CLOUDFRONT_DISTRIBUTION_ID }
      : { kind: 'api' },
    edgeStore: env.CLOUDFRONT_KVS_ARN
      ? {
          kind: 'cloudfront-kvs',
          arn: env.CLOUDFRONT_KVS_ARN,
          ...optional('endpoint', env.CLOUDFRONT_KVS_ENDPOINT),
        }
      : { kind: 'none' },
    domainTenants: env.CLOUDFRONT_TENANT_DISTRIBUTION_ID
      ? {
          kind: 'cloudfront',
          distributionId: env.CLOUDFRONT_TENANT_DISTRIBUTION_ID,
          routingEndpoint: env.CLOUDFRONT_ROUTING_ENDPOINT ?? '',
          ...optional('connectionGroupId', env.CLOUDFRONT_CONNECTION_GROUP_ID),
        }
      : { kind: 'none' },
    mail: env.SMTP_URL
      ? { kind: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM }
      : {
          kind: 'outbox',
          dir: path.join(dataDir, 'outbox'),
          page: env.OUTBOX_PAGE ?? env.NODE_ENV !== 'production',
          from: env.MAIL_FROM,
        },
    ai: env.OPENAI_API_KEY
      ? { kind: 'openai', apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL }
      : { kind: 'offline' },
    images: {
      ...optional('pexelsApiKey', env.PEXELS_API_KEY),
      ...optional('unsplashAccessKey', env.UNSPLASH_ACCESS_KEY),
      ...optional('pexelsBaseUrl', env.PEXELS_API_URL),
      ...optional('unsplashBaseUrl', env.UNSPLASH_API_URL),
    },
    importer: { allowHosts: (env.IMPORT_ALLOW_HOSTS ?? '').split(',').flatMap((h) => h.trim() || []) },
    auth: {
      jwtSecret: secret.value,
      jwtSecretSource: secret.source,
      googleJwksUrl: env.GOOGLE_JWKS_URL,
      ...optional('googleClientId', env.GOOGLE_CLIENT_ID),
      ...(env.SUPABASE_URL && env.SUPABASE_ANON_KEY
        ? {
            supabase: {
              url: trimSlash(env.SUPABASE_URL),
              anonKey: env.SUPABASE_ANON_KEY,
              ...optional('jwtSecret', env.SUPABASE_JWT_SECRET),
              ...optional('serviceRoleKey', env.SUPABASE_SERVICE_ROLE_KEY),
            },
          }
        : {}),
    },
    ...optional('adminToken', env.ADMIN_TOKEN),
    raisedLimits: env.RAISED_LIMITS,
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    apiProcesses: env.API_PROCESSES,
    ...(env.TRUST_PROXY === undefined ? {} : { trustProxy: trustProxySetting(env.TRUST_PROXY) }),
  };
}

/** `TRUST_PROXY` as Express takes it: `true`/`false`, a hop count, or a list of addresses. */
function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

function trimSlash(value: string): string {
  return value.replace(/\/+$/, '');
}

function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: string };
}
