import express from 'express';
import { errorHandler, notFoundHandler } from './http/errors';
import { countsRouter } from './routes/counts';
import { healthRouter } from './routes/health';

/** The Express app behind the `api` function; every documented /api path is mounted here. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(express.json({ limit: '1mb' }));
  const api = express.Router();
  api.use(healthRouter);
  api.use(countsRouter);
  app.use('/api', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
