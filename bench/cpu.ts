// CPU time of processes on this machine, from /proc (Linux): what a call costs each side of it.
import fs from 'node:fs';

/** User plus system CPU milliseconds of one line of /proc/<pid>/stat (USER_HZ 100). */
const statMs = (stat: string) => {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks
};

/** User plus system CPU milliseconds of a process so far. */
export const cpuMs = (pid: number) => statMs(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));

/**
 * The same, summed over every process whose name is `name` (a PostgreSQL server's backends and
 * workers are all `postgres`). A process that ended between two readings takes its time with it.
 */
export function cpuMsOfAll(name: string) {
  let total = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone since the listing
    }
    if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === name) total += statMs(stat);
  }
  return total;
}
