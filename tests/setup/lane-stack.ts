import { startTestStack } from './testStack';

// One lane's stack in a process of its own: the ports (scripts/stack/paths.ts) and the emulator
// clients are fixed per process. Started by global-stack.ts over IPC: it says when the stack is up,
// and stops it when the suite ends or the suite's process goes away.
const stack = await startTestStack();
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
}
process.on('disconnect', stop);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.send!({ mode: stack.mode, reason: stack.reason });
