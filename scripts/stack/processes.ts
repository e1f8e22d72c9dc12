import { spawn, type ChildProcess } from 'node:child_process';

export interface Started {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a child in its own process group so stopping it also stops what it spawned. */
export function startProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; label: string; echo: boolean },
): Started {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  let stopping = false;
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    log.push(text);
    if (log.length > 400) log.shift();
    if (options.echo) process.stdout.write(text.replace(/^(?=.)/gm, `[${options.label}] `));
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  child.on('exit', (code, signal) => {
    if (code && !stopping) process.stderr.write(`[${options.label}] exited with ${code ?? signal}\n${log.join('').slice(-4000)}\n`);
  });
  return {
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.pid === undefined) return resolve();
        const timer = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          // The Functions emulator's workers can outlive it (seen after a stack's stop): end the group.
          signalGroup(child.pid!, 'SIGKILL');
          resolve();
        });
        signalGroup(child.pid, 'SIGINT');
      }),
  };
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

export async function waitForHttp(url: string, timeoutMs: number, isUp: (status: number) => boolean = (s) => s < 500): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (isUp(res.status)) return;
      lastError = `status ${res.status}`;
    } catch (err) {
      lastError = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms (${lastError})`);
}

export async function isListening(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}
