import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of the processes serving a benchmark, from Linux's `/proc` (the figure a loaded shared
 * machine does not move much: a request costs the same CPU however long it waits for a core).
 */

/** The fields of `/proc/<pid>/stat` after the command name: [0] is the state (field 3). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone
  }
}

/** User + system CPU seconds `pid` has used (clock ticks of 1/100 s), 0 when it is gone. */
export function cpuSecondsOf(pid: number): number {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / 100 : 0;
}

const pids = () => readdirSync('/proc').flatMap((name) => (/^\d+$/.test(name) ? [Number(name)] : []));

/** The processes whose command name (`/proc/<pid>/comm`) is `name`, say `redis-server`. */
export function processesNamed(name: string): number[] {
  return pids().filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
    } catch {
      return false; // gone
    }
  });
}

/** The Postgres backends connected to `database` now (their command line names it). */
export function postgresBackends(database: string): number[] {
  return pids().filter((pid) => {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return command.startsWith('postgres: ') && command.split(' ').includes(database);
    } catch {
      return false; // gone
    }
  });
}

/** The whole machine's CPU time so far (clock ticks, all cores, `/proc/stat`): idle (with I/O wait) and total. */
export function machineCpuTicks(): { idle: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  // cpu user nice system idle iowait irq softirq steal (guest time is already in user)
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  return { idle: (ticks[3] ?? 0) + (ticks[4] ?? 0), total: ticks.reduce((sum, t) => sum + t, 0) };
}

/** CPU seconds per process id, and whether the process is a Postgres backend. */
export type CpuSnapshot = Map<number, { seconds: number; postgres: boolean }>;

/**
 * The CPU seconds used so far by process `root` and its children (an api cluster primary and its
 * workers) and by the Postgres backends connected to `database` (their command line names it).
 */
export function cpuSnapshot(root: number, database: string): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map([[root, { seconds: cpuSecondsOf(root), postgres: false }]]);
  for (const pid of pids()) {
    const parent = Number(statFields(pid)?.[1]);
    let serves = parent === root;
    if (!serves) {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        serves = command.startsWith('postgres: ') && command.split(' ').includes(database);
      } catch {
        // gone
      }
    }
    if (serves) snapshot.set(pid, { seconds: cpuSecondsOf(pid), postgres: parent !== root });
  }
  return snapshot;
}

/**
 * The CPU seconds used between two snapshots, by the processes alive at the second (one that
 * started meanwhile counts from 0; one that ended meanwhile is missed, so this is a floor).
 */
export function cpuSecondsBetween(
  before: CpuSnapshot,
  after: CpuSnapshot,
): { api: number; postgres: number } {
  const spent = { api: 0, postgres: 0 };
  for (const [pid, { seconds, postgres }] of after)
    spent[postgres ? 'postgres' : 'api'] += seconds - (before.get(pid)?.seconds ?? 0);
  return spent;
}
