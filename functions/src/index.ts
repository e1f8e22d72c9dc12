import { setGlobalOptions } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { jobPageHandler } from './pages/jobPage';
import { sitemapHandler } from './pages/sitemap';
import { NOTIFICATION_SOURCES, notifyCreated, type NotificationSource } from './triggers/notifications';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export const api = onRequest({ memory: '512MiB', timeoutSeconds: 60 }, createApp());

/** Server-rendered job pages (/jobs/{jobId}) and the sitemap, behind Hosting rewrites. */
export const jobPage = onRequest({ memory: '512MiB', timeoutSeconds: 30 }, jobPageHandler);
export const sitemap = onRequest({ timeoutSeconds: 30 }, sitemapHandler);

const notifyOn = (source: NotificationSource) =>
  onDocumentCreated(`${source}/{docId}`, async (event) => {
    if (event.data) await notifyCreated(source, event.params.docId, event.data.data());
  });

export const notifyOnResume = notifyOn('resumes');
export const notifyOnApplication = notifyOn('applications');
export const notifyOnCollege = notifyOn('colleges');
export const notifyOnCompany = notifyOn('companies');
export const notifyOnContact = notifyOn('contacts');

/** For the offline stack's relay, which delivers document-created events to these same handlers. */
export { NOTIFICATION_SOURCES, notifyCreated };
