import { ROLES } from '@careers/domain';
import { projectOrLocalStack } from './stack/scriptTarget';

// npm run create-admin -- EMAIL PASSWORD
// Against the running local stack by default; against a real project when
// GOOGLE_APPLICATION_CREDENTIALS (a service-account key) and GCLOUD_PROJECT are set.
const [email, password] = process.argv.slice(2);
if (!email || !password) {
  console.error('Usage: npm run create-admin -- EMAIL PASSWORD');
  process.exit(2);
}

const target = await projectOrLocalStack();
const { ensureUser } = await import('./stack/seed');
const uid = await ensureUser(email, password, ROLES.admin);
console.log(`Admin ${email} (uid ${uid}) is ready in ${target}.`);
process.exit(0);
