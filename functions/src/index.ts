import { setGlobalOptions } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './app';
import { trustedProxies } from './http/clientAddress';
import { assertNoEmulatorSettingsOutsideEmulator } from './http/emulatorGuard';
import { JOB_LIST_PAGE_PATH } from '@careers/domain';
import { deleteExpiredCommissions as deleteCommissionsPastRetention } from './commissions/retention';
import { closeExpiredJobs } from './jobs/lifecycle';
import { sendInterviewReminders } from './interviews/reminders';
import { jobListPageHandler } from './pages/jobListPage';
import { jobPageHandler } from './pages/jobPage';
import { sitemapHandler } from './pages/sitemap';
import { sendHeldStageMails } from './pipeline/stageMails';
import { FUNCTIONS_REGION } from './region';
import { pruneReadNotifications } from './triggers/notificationRetention';
import { eraseExpiredRecords as eraseRecordsPastRetention } from './privacy/retention';
import { purgeOldTrash } from './trash/purge';
import { NOTIFICATION_SOURCES, notifyCreated, type NotificationSource } from './triggers/notifications';

assertNoEmulatorSettingsOutsideEmulator();
// A malformed CAREERS_TRUSTED_PROXIES stops the function from loading, rather than failing each write.
trustedProxies();

setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });

/**
 * One instance serves up to API_CONCURRENCY requests at once (they mostly wait on Firestore), so a
 * burst of 200 posts needs a few instances, not 200. Concurrency above 1 needs a whole vCPU.
 */
export const API_CONCURRENCY = 80;

export const api = onRequest({ memory: '512MiB', cpu: 1, concurrency: API_CONCURRENCY, timeoutSeconds: 60 }, createApp());

/** Server-rendered job list (/jobs/current-opening), job pages (/jobs/{jobId}) and the sitemap, behind Hosting rewrites. */
export const jobPages = onRequest({ memory: '512MiB', timeoutSeconds: 30 }, (req, res) =>
  req.path === JOB_LIST_PAGE_PATH ? jobListPageHandler(req, res) : jobPageHandler(req, res),
);
export const sitemap = onRequest({ timeoutSeconds: 30 }, sitemapHandler);

// Retried on failure: notifyCreated is idempotent (the notification id derives from its source document).
const notifyOn = (source: NotificationSource) =>
  onDocumentCreated({ document: `${source}/{docId}`, retry: true }, async (event) => {
    if (event.data) await notifyCreated(source, event.params.docId, event.data.data());
  });

export const notifyOnResume = notifyOn('resumes');
export const notifyOnApplication = notifyOn('applications');
export const notifyOnCollege = notifyOn('colleges');
export const notifyOnCompany = notifyOn('companies');
export const notifyOnContact = notifyOn('contacts');

/**
 * Daily: read notifications past NOTIFICATION_RETENTION_DAYS are deleted (triggers/notificationRetention).
 * The local emulators do not run schedules; the tests call pruneReadNotifications with a fixed time.
 */
export const pruneNotifications = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'Asia/Kolkata', timeoutSeconds: 540 },
  async (event) => {
    const deleted = await pruneReadNotifications(new Date(event.scheduleTime));
    console.log(`pruneNotifications: deleted ${deleted} read notifications`);
  },
);

/**
 * Daily, just after midnight in India: open jobs (fixed and affiliate) whose closing date is over are
 * closed (jobs/lifecycle). Locally: npm run close-expired-jobs; the tests call closeExpiredJobs with a fixed time.
 */
export const closeJobsPastClosingDate = onSchedule(
  { schedule: 'every day 00:05', timeZone: 'Asia/Kolkata', timeoutSeconds: 540 },
  async (event) => {
    const closed = await closeExpiredJobs(new Date(event.scheduleTime));
    console.log(`closeJobsPastClosingDate: closed ${closed.fixed} fixed and ${closed.affiliate} affiliate jobs`);
  },
);

/**
 * Every 15 minutes: the interviews starting within 24 hours that have had no reminder get one
 * (interviews/reminders). Locally: npm run send-interview-reminders; the tests call it with a fixed time.
 */
export const remindOfInterviews = onSchedule(
  { schedule: 'every 15 minutes', timeZone: 'Asia/Kolkata', timeoutSeconds: 300 },
  async (event) => {
    const sent = await sendInterviewReminders(new Date(event.scheduleTime));
    console.log(`remindOfInterviews: reminded of ${sent} interviews`);
  },
);

/**
 * Daily: trash entries past TRASH_RETENTION_DAYS are deleted for good, with their files (trash/purge).
 * The local emulators do not run schedules; the tests call purgeOldTrash with a fixed time.
 */
export const purgeTrash = onSchedule({ schedule: 'every day 03:45', timeZone: 'Asia/Kolkata', timeoutSeconds: 540 }, async (event) => {
  const purged = await purgeOldTrash(new Date(event.scheduleTime));
  console.log(`purgeTrash: purged ${purged} trash entries`);
});

/**
 * Daily: records past their retention (domain/src/privacy.ts RETENTION) are erased with their files
 * and notifications, and the run is audited (privacy/retention). Locally: npm run erase-expired-records;
 * the tests call eraseExpiredRecords with a fixed time.
 */
export const eraseExpiredRecords = onSchedule(
  { schedule: 'every day 04:00', timeZone: 'Asia/Kolkata', timeoutSeconds: 540 },
  async (event) => {
    const { records, files } = await eraseRecordsPastRetention(new Date(event.scheduleTime));
    console.log(`eraseExpiredRecords: erased ${records} records and ${files} files`);
  },
);

/**
 * Daily: paid commission entries 8 years past their paid day, and void ones 8 years past their
 * voiding, are deleted and the run is audited (commissions/retention). Locally: npm run
 * delete-expired-commissions; the tests call deleteExpiredCommissions with a fixed time.
 */
export const deleteExpiredCommissions = onSchedule(
  { schedule: 'every day 04:15', timeZone: 'Asia/Kolkata', timeoutSeconds: 540 },
  async (event) => {
    const deleted = await deleteCommissionsPastRetention(new Date(event.scheduleTime));
    console.log(`deleteExpiredCommissions: deleted ${deleted.paid} paid and ${deleted.void} void commissions`);
  },
);

/**
 * Every 5 minutes: stage mails the throttle held back whose time has come go out, if their
 * application is still at that stage (pipeline/stageMails). The tests call sendHeldStageMails with a fixed time.
 */
export const sendHeldMails = onSchedule({ schedule: 'every 5 minutes', timeoutSeconds: 300 }, async (event) => {
  const sent = await sendHeldStageMails(new Date(event.scheduleTime));
  console.log(`sendHeldMails: sent ${sent} held stage mails`);
});

/** For the offline stack's relay, which delivers document-created events to these same handlers. */
export { NOTIFICATION_SOURCES, notifyCreated };
