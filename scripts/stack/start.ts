import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ENDPOINTS, apiPath } from '@careers/domain';
import { DEMO_ADMIN, DEMO_AFFILIATE, DEMO_RECRUITER } from './demoData';
import { PORTS, ROOT } from './paths';
import { startRelay } from './relay';
import { seedDemoData } from './seed';
import { startStack } from './stack';

// `npm start`: the whole site on one origin with demo data. `npm run dev` adds Vite's hot reload.
const dev = process.argv.includes('--dev');
const started = Date.now();

console.log('Building and starting the local stack (no internet needed)...');
// CAREERS_SKIP_BUILD=1 serves the build already there (as the test suites do).
const stack = await startStack({ build: process.env.CAREERS_SKIP_BUILD !== '1', echo: process.argv.includes('--verbose') });
const seeded = await seedDemoData();
const stopRelay = stack.documentEvents ? startRelay(stack.documentEvents, (line) => console.log(line)) : () => {};

const vite = dev
  ? spawn(join(ROOT, 'node_modules', '.bin', 'vite'), ['--host', '127.0.0.1', '--port', String(PORTS.vite), '--strictPort'], {
      cwd: join(ROOT, 'web'),
      stdio: 'inherit',
      // Vite serves the page on a port of its own, so the app is told where the Auth emulator is.
      env: { ...process.env, VITE_AUTH_EMULATOR_PORT: String(PORTS.auth) },
    })
  : undefined;

console.log(`
Careers platform is running (${stack.mode} stack: ${stack.reason}); ready in ${((Date.now() - started) / 1000).toFixed(1)} s.

  Site and API:   ${stack.siteUrl}${dev ? `\n  Hot reload:     http://localhost:${PORTS.vite}` : ''}
  Health:         ${stack.siteUrl}${apiPath(ENDPOINTS.health)}
  Demo data:      ${seeded.jobs} jobs, ${seeded.affiliateJobs} affiliate jobs, ${seeded.referrals} referrals

  Admin:          ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}   (${stack.siteUrl}/admin)
  Recruiter:      ${DEMO_RECRUITER.email} / ${DEMO_RECRUITER.password}   (${stack.siteUrl}/admin)
  Affiliate:      ${DEMO_AFFILIATE.email} / ${DEMO_AFFILIATE.password}   (${stack.siteUrl}/affiliate-login)

Mail (password reset codes) is printed here: use 'Forgot Password?' on a sign-in page and the
6-digit code appears below as '--- mail to <email> ---'. Press Ctrl-C to stop.
`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  vite?.kill('SIGTERM');
  stopRelay();
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
