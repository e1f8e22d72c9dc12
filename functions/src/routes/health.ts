import { Router } from 'express';
import { mount } from '../http/mount';

export const healthRouter = mount(Router(), 'health', (_req, res) => {
  res.json({ status: 'ok' });
});
