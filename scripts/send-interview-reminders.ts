import { projectOrLocalStack } from './stack/scriptTarget';

// npm run send-interview-reminders [-- YYYY-MM-DDTHH:MM:SSZ]
// Mails the applicant and the interviewers of every scheduled interview starting within the next
// 24 hours, once, as the hourly sendInterviewReminders function does, at the time given (now by
// default). Running it again sends nothing new. Against the running local stack by default;
// against a real project when GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT are set.
const at = process.argv[2] ? new Date(process.argv[2]) : new Date();
if (Number.isNaN(at.getTime())) {
  console.error(`Not a time: ${process.argv[2]}`);
  process.exit(1);
}
const target = await projectOrLocalStack();

const { sendInterviewReminders } = await import('../functions/src/interviews/reminders');
const sent = await sendInterviewReminders(at);
console.log(`Sent the reminders of ${sent} interviews starting within 24 hours of ${at.toISOString()} in ${target}.`);
process.exit(0);
