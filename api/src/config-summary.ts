import type { Config } from './config.ts';

/**
 * What the api runs on, for the start-up log line: one entry per concern, naming the
 * implementation in force. Secrets never appear: keys show as set / unset, and URLs lose
 * their password.
 */
export function configSummary(config: Config): Record<string, unknown> {
  return {
    env: config.env,
    port: config.port,
    apiProcesses: config.apiProcesses,
    sitesPort: config.sitesPort,
    dataDir: config.dataDir,
    appUrl: config.appUrl,
    sitesUrl: config.sitesUrl,
    apiUrl: config.apiUrl,
    database: databaseSummary(config),
    queue: config.queue.kind === 'redis' ? `bullmq ${redactUrl(config.queue.url)}` : 'in-process',
    storage:
      config.storage.kind === 's3'
        ? `s3 ${config.storage.bucket} (${config.storage.endpoint ?? `aws ${config.storage.region}`})`
        : `folder ${config.storage.dir}`,
    cdn:
      config.cdn.kind === 'cloudfront'
        ? `cloudfront ${config.cdn.distributionId}`
        : `api serves sites on port ${config.sitesPort}`,
    edgeStore:
      config.edgeStore.kind === 'cloudfront-kvs'
        ? `cloudfront kvs ${config.edgeStore.arn}${config.edgeStore.endpoint ? ` at ${config.edgeStore.endpoint}` : ''}`
        : 'none',
    domainTenants:
      config.domainTenants.kind === 'cloudfront'
        ? `cloudfront tenants of ${config.domainTenants.distributionId} (CNAME ${config.domainTenants.routingEndpoint})`
        : 'none (the sites server routes custom domains by Host)',
    mail: mailSummary(config),
    ai:
      config.ai.kind === 'openai' ? `openai ${config.ai.model} at ${config.ai.baseUrl}` : 'offline generator',
    images: imageProviders(config),
    signIn: config.auth.supabase
      ? `supabase auth ${config.auth.supabase.url} (the api verifies its tokens${config.auth.supabase.jwtSecret ? ', legacy HS256 secret set' : ''}; service-role key ${config.auth.supabase.serviceRoleKey ? 'set' : 'unset: deleting an account leaves its Supabase user'})`
      : 'built-in',
    googleSignIn: config.auth.googleClientId ? 'enabled' : 'disabled (GOOGLE_CLIENT_ID unset)',
    jwtSecret: config.auth.jwtSecretSource === 'env' ? 'set' : 'generated, kept in DATA_DIR',
    adminToken: config.adminToken ? 'set' : 'unset (operator endpoints off)',
    raisedLimits: config.raisedLimits,
    logLevel: config.logLevel,
  };
}

function databaseSummary(config: Config): string {
  const database = config.database;
  if (database.kind === 'pglite') return `pglite ${database.dataDir}`;
  const mode = database.transactionPooler ? ' (transaction-mode pooler: statements unnamed)' : '';
  const listen = database.listenUrl ? `; live updates listen on ${redactUrl(database.listenUrl)}` : '';
  return `postgres ${redactUrl(database.url)}${mode}${listen}`;
}

/** A URL without its password (and without a query string, where tokens like to hide). */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    url.search = '';
    return url.toString();
  } catch {
    return '(unparseable URL)';
  }
}

function imageProviders(config: Config): string {
  const providers = [
    config.images.pexelsApiKey ? 'pexels' : undefined,
    config.images.unsplashAccessKey ? 'unsplash' : undefined,
  ].filter(Boolean);
  return providers.length > 0 ? providers.join(' + ') : 'bundled images';
}

/** Where sign-in e-mails go, said plainly: an operator must know whether anyone can read them. */
function mailSummary(config: Config): string {
  const mail = config.mail;
  if (mail.kind === 'smtp') return `smtp ${redactUrl(mail.url)} (sign-in e-mails are sent)`;
  const page = mail.page
    ? `listed at ${config.appUrl}/dev/outbox to loopback clients${config.adminToken ? ' and with ADMIN_TOKEN' : ''}`
    : 'page /dev/outbox off (OUTBOX_PAGE)';
  return `outbox ${mail.dir}: sign-in e-mails are kept on disk, not sent (set SMTP_URL); ${page}`;
}
