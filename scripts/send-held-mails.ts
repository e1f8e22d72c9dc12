import { projectOrLocalStack } from './stack/scriptTarget';

// npm run send-held-mails [-- YYYY-MM-DDTHH:MM:SSZ]
// Sends the stage mails the throttle held back whose 10 minutes are over by the time given (now by
// default), as the sendHeldMails function does every 5 minutes; the local emulators run no
// schedules. Running it again sends nothing more. Against the running local stack by default;
// against a real project when GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT are set.
const at = process.argv[2] ? new Date(process.argv[2]) : new Date();
if (Number.isNaN(at.getTime())) {
  console.error(`Not a time: ${process.argv[2]}`);
  process.exit(1);
}
const target = await projectOrLocalStack();

const { sendHeldStageMails } = await import('../functions/src/pipeline/stageMails');
const sent = await sendHeldStageMails(at);
console.log(`Sent ${sent} held stage mails (as of ${at.toISOString()}) in ${target}.`);
process.exit(0);
