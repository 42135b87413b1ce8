// The CPU time of a process's waited-for children, read from Linux's /proc/<pid>/stat: fields 16
// and 17 (cutime, cstime) in clock ticks. Elsewhere (no /proc) there is no figure.

/** Clock ticks per second: USER_HZ is 100 on every Linux architecture Node runs on. */
const TICKS_PER_SECOND = 100;

export interface ChildCpu {
  user: number;
  system: number;
}

/** Parses a /proc/<pid>/stat line; the command name (field 2) may hold spaces and brackets. */
export function childCpuFromStat(stat: string): ChildCpu | undefined {
  const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // afterName[0] is field 3 (the state), so field n is afterName[n - 3].
  const user = Number(afterName[16 - 3]);
  const system = Number(afterName[17 - 3]);
  if (!Number.isFinite(user) || !Number.isFinite(system)) return undefined;
  return { user: user / TICKS_PER_SECOND, system: system / TICKS_PER_SECOND };
}

export function cpuOfChildren(readStat: () => string): ChildCpu | undefined {
  try {
    return childCpuFromStat(readStat());
  } catch {
    return undefined;
  }
}

/** 754.2 s → "12 min 34 s"; under a minute, "41.3 s". */
export function formatSeconds(seconds: number): string {
  if (seconds < 59.95) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds); // rounded before it is split, so never "12 min 60 s"
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}
