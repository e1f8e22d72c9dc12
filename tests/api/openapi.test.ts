/** The OpenAPI document the API serves: every mounted route, with its access level. */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, apiPath, openApiPath, type Endpoint } from '@careers/domain';
import { createApp } from '../../functions/src/app';
import { MOUNTED } from '../../functions/src/http/mount';
import { api, useEmulators } from '../support/stack';

useEmulators();

describe('GET /api/openapi.json', () => {
  it('serves OpenAPI 3.1 with an operation for every mounted route, method and alias, stating its access level', async () => {
    createApp(); // mounts every router, filling MOUNTED (functions/src/routeTable.test.ts holds it against Express's own routes)
    const res = await api(apiPath(ENDPOINTS.openapi));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const doc = res.json as { openapi: string; paths: Record<string, Record<string, { operationId: string; 'x-access': string }>> };
    expect(doc.openapi).toBe('3.1.0');

    expect(MOUNTED.size).toBe(Object.keys(ENDPOINTS).length);
    const missing: string[] = [];
    for (const name of MOUNTED) {
      const endpoint: Endpoint = ENDPOINTS[name];
      for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
        const op = doc.paths[openApiPath(path)]?.[endpoint.method.toLowerCase()];
        if (op?.operationId !== name || op['x-access'] !== endpoint.access) missing.push(`${endpoint.method} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('tells clients that the public forms need consent: a required boolean in JSON, the text true in multipart', async () => {
    type Body = { requestBody: { content: Record<string, { schema: { properties: Record<string, object>; required: string[] } }> } };
    const doc = (await api(apiPath(ENDPOINTS.openapi))).json as { paths: Record<string, { post: Body }> };
    const schemaOf = (name: 'contactSubmit' | 'affiliateRegister' | 'jobApply', mediaType: string) =>
      doc.paths[openApiPath(ENDPOINTS[name].path)]!.post.requestBody.content[mediaType]!.schema;
    for (const name of ['contactSubmit', 'affiliateRegister'] as const) {
      expect(schemaOf(name, 'application/json').properties.consent, name).toMatchObject({ type: 'boolean', const: true });
      expect(schemaOf(name, 'application/json').required, name).toContain('consent');
    }
    expect(schemaOf('jobApply', 'multipart/form-data').properties.consent).toMatchObject({ type: 'string', const: 'true' });
    expect(schemaOf('jobApply', 'multipart/form-data').required).toContain('consent');
  });
});
