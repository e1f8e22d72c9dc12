import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ENDPOINTS_DOC, endpointsMarkdown } from './endpointsDoc';

it('docs/endpoints.md is what the endpoint table generates (npm run docs:endpoints)', async () => {
  expect(readFileSync(ENDPOINTS_DOC, 'utf8'), 'docs/endpoints.md is stale: run npm run docs:endpoints').toBe(await endpointsMarkdown());
});
