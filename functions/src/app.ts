import express from 'express';
import { API_PREFIX, MAX_JSON_BODY_BYTES } from '@careers/domain';
import { bodyDepthGuard } from './http/bodyDepth';
import { errorHandler, notFoundHandler } from './http/errors';
import { noPoweredBy, percentEncodingGuard, writeGuards } from './http/requestGuards';
import { wellFormedBody } from './http/wellFormedBody';
import { adminAffiliateJobsRouter } from './routes/adminAffiliateJobs';
import { adminAffiliatesRouter } from './routes/adminAffiliates';
import { adminApplicationsRouter } from './routes/adminApplications';
import { applicationStatusRouter } from './routes/applicationStatus';
import { accountsRouter } from './routes/accounts';
import { adminAuthRouter } from './routes/adminAuth';
import { adminJobsRouter } from './routes/adminJobs';
import { adminListsRouter } from './routes/adminLists';
import { adminResourcesRouter } from './routes/adminResources';
import { affiliateAuthRouter } from './routes/affiliateAuth';
import { affiliateDataRouter } from './routes/affiliateData';
import { affiliateJobsRouter } from './routes/affiliateJobs';
import { cardsRouter } from './routes/cards';
import { collegeRouter } from './routes/college';
import { companyRouter } from './routes/company';
import { contactRouter } from './routes/contact';
import { countsRouter } from './routes/counts';
import { healthRouter } from './routes/health';
import { jobApplicationsRouter } from './routes/jobApplications';
import { openApiRouter } from './routes/openapi';
import { pipelineRouter } from './routes/pipeline';
import { interviewsRouter } from './routes/interviews';
import { notificationsRouter } from './routes/notifications';
import { referralsRouter } from './routes/referrals';
import { resumesRouter } from './routes/resumes';
import { trashRouter } from './routes/trash';
import { privacyRouter } from './routes/privacy';
import { auditRouter } from './routes/audit';
import { commissionsRouter } from './routes/commissions';
import { jobFeesRouter } from './routes/jobFees';

/** The Express app behind the `api` function; every documented /api path is mounted here. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  // Google's front end appends the caller's address to X-Forwarded-For, and Hosting's CDN may add a
  // hop of its own before it, so no fixed hop count is right for both. The per-address rate limits
  // key on clientAddress() (http/clientAddress.ts): the last entry, skipping CAREERS_TRUSTED_PROXIES.
  // Express's `trust proxy` stays off, so req.ip is the socket's peer and never a forged left entry.
  app.set('trust proxy', false);
  app.use(noPoweredBy);
  app.use(percentEncodingGuard);
  // Origin, content type, body size, App Check and rate limit of every write, from the endpoint table.
  app.use(writeGuards);
  app.use(express.json({ limit: MAX_JSON_BODY_BYTES }));
  // Depth first: the text check below walks the body recursively.
  app.use(bodyDepthGuard);
  app.use(wellFormedBody);
  const api = express.Router();
  api.use(healthRouter);
  api.use(openApiRouter);
  api.use(countsRouter);
  api.use(commissionsRouter);
  api.use(jobFeesRouter);
  // Public site (spec: public-site.md section 7).
  api.use(cardsRouter);
  api.use(affiliateJobsRouter);
  api.use(resumesRouter);
  api.use(jobApplicationsRouter);
  api.use(contactRouter);
  api.use(collegeRouter);
  api.use(companyRouter);
  api.use(applicationStatusRouter);
  // Back office (spec: affiliate-and-admin.md section 7).
  api.use(adminResourcesRouter);
  api.use(adminListsRouter);
  api.use(trashRouter);
  api.use(privacyRouter);
  api.use(auditRouter);
  api.use(affiliateAuthRouter);
  api.use(affiliateDataRouter);
  api.use(notificationsRouter);
  api.use(adminJobsRouter);
  api.use(adminApplicationsRouter);
  api.use(pipelineRouter);
  api.use(interviewsRouter);
  api.use(adminAffiliatesRouter);
  api.use(adminAffiliateJobsRouter);
  api.use(referralsRouter);
  api.use(adminAuthRouter);
  api.use(accountsRouter);
  app.use(API_PREFIX, api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
