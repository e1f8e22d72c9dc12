import { ROLES } from '@careers/domain';
import { HOST, PORTS, PROJECT_ID } from './stack/paths';
import { isListening } from './stack/processes';

// npm run create-admin -- EMAIL PASSWORD
// Against the running local stack by default; against a real project when
// GOOGLE_APPLICATION_CREDENTIALS (a service-account key) and GCLOUD_PROJECT are set.
const [email, password] = process.argv.slice(2);
if (!email || !password) {
  console.error('Usage: npm run create-admin -- EMAIL PASSWORD');
  process.exit(2);
}

const real = Boolean(process.env.GOOGLE_APPLICATION_CREDENTIALS);
if (!real) {
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
  if (!(await isListening(`http://${HOST}:${PORTS.auth}`))) {
    console.error(
      `The Auth emulator is not running on ${HOST}:${PORTS.auth}: start the local stack with npm start first,\nor set GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT to create the admin in a real project.`,
    );
    process.exit(1);
  }
}

const { ensureUser } = await import('./stack/seed');
const uid = await ensureUser(email, password, ROLES.admin);
console.log(`Admin ${email} (uid ${uid}) is ready in ${real ? `project ${process.env.GCLOUD_PROJECT}` : 'the local Auth emulator'}.`);
process.exit(0);
