import { Router } from 'express';
import { openApiDocument } from '@careers/domain';
import { mount } from '../http/mount';

const document = openApiDocument();

/** GET /api/openapi.json: the contract, generated from the endpoint table and the zod schemas. */
export const openApiRouter = mount(Router(), 'openapi', (_req, res) => {
  res.set('Cache-Control', 'public, max-age=300').json(document);
});
