import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/** Debian's PgBouncer (`apt-get install pgbouncer`); no system service is used. */
export const pgbouncerBinary = '/usr/sbin/pgbouncer';

/** Why PgBouncer cannot run here, or undefined when it can. */
export function pgbouncerUnavailable(): string | undefined {
  return existsSync(pgbouncerBinary)
    ? undefined
    : `PgBouncer is not installed (${pgbouncerBinary}): apt-get install -y pgbouncer`;
}

export interface LocalPgbouncer {
  /** `postgres://{user}@127.0.0.1:{port}/{database}` of a database behind the pooler. */
  urlOf(database: string): string;
  port: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts PgBouncer in `pool_mode=transaction` (as Supabase's Supavisor on port 6543) in front of
 * the Postgres at `upstream` (every database of it, trust auth), on a free port with its socket and
 * files in a temp folder. It refuses to run as root, so as root it drops to `postgres`.
 */
export async function startPgbouncer(upstream: {
  host: string;
  port: number;
  user: string;
}): Promise<LocalPgbouncer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sitewright-pgbouncer-'));
  const port = await freePort();
  const asRoot = userInfo().uid === 0;
  const ini = path.join(dir, 'pgbouncer.ini');
  await writeFile(path.join(dir, 'users.txt'), `"${upstream.user}" ""\n`);
  await writeFile(
    ini,
    [
      '[databases]',
      `* = host=${upstream.host} port=${upstream.port} user=${upstream.user}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 200',
      'default_pool_size = 4',
      'ignore_startup_parameters = extra_float_digits',
      'server_reset_query =',
      'logfile =',
      `pidfile = ${path.join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  if (asRoot) {
    const { uid, gid } = await postgresUser();
    for (const file of [dir, ini, path.join(dir, 'users.txt')]) await chown(file, uid, gid);
  }
  const child: ChildProcess = spawn(pgbouncerBinary, [...(asRoot ? ['-u', 'postgres'] : []), ini], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`pgbouncer exited (${code}): ${output}`));
    child.once('exit', onExit);
    const check = () => {
      if (/process up|listening on/i.test(output)) {
        child.off('exit', onExit);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
  });
  return {
    port,
    urlOf: (database) => `postgres://${upstream.user}@127.0.0.1:${port}/${database}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const { readFile } = await import('node:fs/promises');
  const line = (await readFile('/etc/passwd', 'utf8')).split('\n').find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid)
    throw new Error('PgBouncer refuses to run as root, and there is no postgres user to run it as');
  return { uid: Number(uid), gid: Number(gid) };
}
