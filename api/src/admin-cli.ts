/**
 * Operator commands: `npm run admin -- <command>` from the repository root.
 *
 *   npm run admin -- token <email>   print a single-use sign-in token for <email> (5 minutes),
 *                                    and the app link that signs in with it
 *
 * It reads the same configuration as the server (`JWT_SECRET`, or the secret generated in
 * `$DATA_DIR`), and needs no database: the token is signed, and the server records its use.
 */
import { pathToFileURL } from 'node:url';
import { validateLoginEmail } from '@sitewright/model';
import { deriveAuthKeys } from './auth/secrets.ts';
import { authLifetimes } from './auth/settings.ts';
import { mintSignInToken } from './auth/sign-in-token.ts';
import { type Config, loadConfig } from './config.ts';

/** Where the CLI writes. */
export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
}

const usage = 'Usage: npm run admin -- token <email>';

/**
 * Runs one admin command. @returns the process exit code (0 done, 1 failed, 2 usage error).
 * @param load - reads the configuration. @defaultValue {@link loadConfig} from the environment
 */
export async function runAdminCli(
  args: readonly string[],
  io: AdminIo,
  load: () => Promise<Config> = () => loadConfig(),
  now: Date = new Date(),
): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'token' || rest.length !== 1) {
    io.err(usage);
    return 2;
  }
  const email = validateLoginEmail(rest[0] ?? '');
  if (!email.ok) {
    io.err(`${email.message}: ${rest[0]}`);
    return 2;
  }
  const config = await load();
  const token = await mintSignInToken(deriveAuthKeys(config.auth.jwtSecret), email.value, now);
  io.out(token);
  io.err(
    `Single-use sign-in token for ${email.value}, valid ${authLifetimes.signInTokenMs / 60_000} minutes.\n` +
      `Exchange it with POST /api/login/token {"token": "…"}, or open:\n` +
      `${config.appUrl}/auth/complete#token=${encodeURIComponent(token)}`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAdminCli(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
