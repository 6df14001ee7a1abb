import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AdvanceResult, createFolderStore } from '@sitewright/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const child = fileURLToPath(new URL('../support/advance-pointer-child.ts', import.meta.url));

function start(args: string[]) {
  const proc = spawn(process.execPath, ['--import', 'tsx', child, ...args], { stdio: 'pipe' });
  let out = '';
  const ready = new Promise<void>((resolve, reject) => {
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.startsWith('ready\n')) resolve();
    });
    proc.on('exit', (code) => reject(new Error(`child exited early (${code})`)));
  });
  const result = new Promise<AdvanceResult>((resolve, reject) => {
    proc.on('exit', (code) => {
      const line = out.split('\n')[1] ?? '';
      if (code === 0 && line) resolve(JSON.parse(line) as AdvanceResult);
      else reject(new Error(`child failed (${code}): ${out}`));
    });
  });
  return { proc, ready, result };
}

// The folder store's compare-and-set is safe across processes (link(2) is atomic), not just threads.
describe('folder store pointer CAS across processes', () => {
  let root: string;
  const children: ChildProcessWithoutNullStreams[] = [];
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sitewright-procs-'));
  });
  afterAll(async () => {
    for (const proc of children) if (proc.exitCode === null) proc.kill();
    await rm(root, { recursive: true, force: true });
  });

  it('four processes writing the same sequence: exactly one wins', async () => {
    const racers = ['p0', 'p1', 'p2', 'p3'].map((id) => start([root, 'race-site', '9', id]));
    children.push(...racers.map((r) => r.proc));
    await Promise.all(racers.map((r) => r.ready));
    for (const r of racers) r.proc.stdin.write('go\n');
    const results = await Promise.all(racers.map((r) => r.result));
    const winners = results.filter((r) => r.outcome === 'advanced');
    expect(winners).toHaveLength(1);
    const live = await createFolderStore({ root }).readPointer('race-site');
    expect(live?.sequence).toBe(9);
    for (const r of results) if (r.outcome === 'stale') expect(r.current).toEqual(live);
  }, 60_000);

  it('processes with distinct sequences: the highest ends live', async () => {
    const racers = [21, 23, 22].map((seq) => start([root, 'order-site', String(seq), `b${seq}`]));
    children.push(...racers.map((r) => r.proc));
    await Promise.all(racers.map((r) => r.ready));
    for (const r of racers) r.proc.stdin.write('go\n');
    await Promise.all(racers.map((r) => r.result));
    expect(await createFolderStore({ root }).readPointer('order-site')).toEqual({
      sequence: 23,
      buildId: 'b23',
    });
  }, 60_000);
});
