// npm run docs:endpoints: writes docs/endpoints.md from the endpoint table (scripts/docs/endpointsDoc.ts).
import { writeFileSync } from 'node:fs';
import { ENDPOINTS_DOC, endpointsMarkdown } from './endpointsDoc';

writeFileSync(ENDPOINTS_DOC, await endpointsMarkdown());
console.log(`wrote ${ENDPOINTS_DOC}`);
