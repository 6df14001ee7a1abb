import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiProcessArgs } from '@sitewright/api/testing';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../designer-marketing/designer-build.ts';

describe('starting in Supabase Auth mode', () => {
  it('stops with a message naming SUPABASE_ANON_KEY when SUPABASE_URL is set without it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sitewright-supabase-start-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', SITES_PORT: '0' };
      for (const key of ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'NODE_ENV', 'SUPABASE_ANON_KEY'])
        delete env[key];
      env.SUPABASE_URL = 'https://abcd.supabase.co';
      const child = spawn(process.execPath, apiProcessArgs('main'), { cwd: repoRoot, env });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).not.toBe(0);
      expect(output).toContain(
        "SUPABASE_ANON_KEY: must be set with SUPABASE_URL (the project's anon / publishable key, from its API settings)",
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
