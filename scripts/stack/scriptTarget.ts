import { HOST, PORTS, PROJECT_ID } from './paths';
import { isListening } from './processes';

/**
 * Where a one-off script (the backfills, create-admin) writes: a real project when GOOGLE_APPLICATION_CREDENTIALS
 * (a service-account key) and GCLOUD_PROJECT are set, else the running local stack, which it
 * checks is up (exiting with how to start it). Answers the target's name for the script's summary.
 */
export async function projectOrLocalStack(): Promise<string> {
  if (process.env.GOOGLE_APPLICATION_CREDENTIALS) return `project ${process.env.GCLOUD_PROJECT}`;
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
  if (!(await isListening(`http://${HOST}:${PORTS.hosting}`))) {
    console.error(
      `The local stack is not running (nothing on ${HOST}:${PORTS.hosting}): start it with npm start first,\nor set GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT to backfill a real project.`,
    );
    process.exit(1);
  }
  return 'the local stack';
}
