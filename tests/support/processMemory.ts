import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PORT_OFFSET, ROOT } from '../../scripts/stack/paths';

/** Reads /proc (Linux): each process's parent and resident memory. */
function processTable(): Map<number, { ppid: number; rssKb: number; cmdline: string }> {
  const table = new Map<number, { ppid: number; rssKb: number; cmdline: string }>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      table.set(pid, { ppid, rssKb, cmdline });
    } catch {
      // The process ended while the table was read.
    }
  }
  return table;
}

/**
 * Resident memory (MB) of this checkout's Firebase emulators: the `firebase emulators:start` process
 * of this CAREERS_PORT_OFFSET and every process under it (the Functions emulator's workers). The
 * offline Firestore emulator runs inside the test runner's own process and is not counted here.
 */
export function emulatorMemoryMb(): { mb: number; processes: number } {
  const table = processTable();
  const configFile = join(ROOT, `.firebase.offset-${PORT_OFFSET}.json`);
  const roots = [...table].filter(([, p]) => p.cmdline.includes('emulators:start') && p.cmdline.includes(configFile)).map(([pid]) => pid);
  if (!roots.length) throw new Error(`no emulator process found for ${configFile}`);
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let kb = 0;
  let processes = 0;
  const pending = [...roots];
  while (pending.length) {
    const pid = pending.pop()!;
    kb += table.get(pid)?.rssKb ?? 0;
    processes++;
    pending.push(...(children.get(pid) ?? []));
  }
  return { mb: Math.round(kb / 1024), processes };
}

/** Samples emulatorMemoryMb every `intervalMs` while `work` runs; answers the work's result and the peak. */
export async function withPeakMemory<T>(
  work: () => Promise<T>,
  intervalMs = 250,
): Promise<{ result: T; peakMb: number; processes: number }> {
  let peak = emulatorMemoryMb();
  const timer = setInterval(() => {
    const now = emulatorMemoryMb();
    if (now.mb > peak.mb) peak = now;
  }, intervalMs);
  try {
    const result = await work();
    const last = emulatorMemoryMb();
    if (last.mb > peak.mb) peak = last;
    return { result, peakMb: peak.mb, processes: peak.processes };
  } finally {
    clearInterval(timer);
  }
}
