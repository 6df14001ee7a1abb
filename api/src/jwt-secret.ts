import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the embedded default keeps its generated signing secret. */
export function jwtSecretFile(dataDir: string): string {
  return path.join(dataDir, 'jwt-secret');
}

/**
 * The secret that signs session tokens: `JWT_SECRET` when set; otherwise one generated on the
 * first start and kept in `$DATA_DIR/jwt-secret` (mode 600), so sessions survive restarts.
 * Two processes starting at once agree: the file is created exclusively and the loser reads it.
 */
export async function resolveJwtSecret(
  dataDir: string,
  fromEnv: string | undefined,
): Promise<{ value: string; source: 'env' | 'data-dir' }> {
  if (fromEnv) return { value: fromEnv, source: 'env' };
  const file = jwtSecretFile(dataDir);
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const value = (await readFile(file, 'utf8')).trim();
  if (value.length < 32) {
    throw new Error(`${file} holds a secret shorter than 32 characters; delete it to generate a new one`);
  }
  return { value, source: 'data-dir' };
}
