import { describe, expect, it } from 'vitest';
import { ADMIN_UNPAGED_MAX, TOTAL_COUNT_HEADER } from '../constants';
import { CONSENT_FIELD } from '../privacy';
import { ENDPOINTS, type Endpoint } from './endpoints';
import { openApiDocument, openApiPath } from './openapi';
import { PAGED_LISTS } from './pagedLists';

describe('the OpenAPI document', () => {
  const doc = openApiDocument() as { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };

  it('is OpenAPI 3.1 with one operation per endpoint path, method and alias', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const endpoint of Object.values(ENDPOINTS) as Endpoint[]) {
      for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
        expect(doc.paths[openApiPath(path)]?.[endpoint.method.toLowerCase()], `${endpoint.method} ${path}`).toBeDefined();
      }
    }
  });

  it('states the access level and the 401/403 answers of every signed-in path', () => {
    for (const [name, endpoint] of Object.entries(ENDPOINTS) as [string, Endpoint][]) {
      const op = doc.paths[openApiPath(endpoint.path)]![endpoint.method.toLowerCase()]!;
      expect(op['x-access'], name).toBe(endpoint.access);
      const codes = Object.keys(op.responses as object);
      if (endpoint.access === 'public') expect(codes, name).not.toContain('401');
      else expect(codes, name).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('describes request bodies with the shared schemas, required fields included', () => {
    const contact = doc.paths['/api/contact/contact']!.post!.requestBody as { content: Record<string, { schema: { required: string[] } }> };
    expect(contact.content['application/json']!.schema.required).toEqual(expect.arrayContaining(['name', 'email', 'message']));
    const resume = doc.paths['/api/resumes/submit']!.post!.requestBody as { content: Record<string, { schema: { properties: object } }> };
    expect(Object.keys(resume.content['multipart/form-data']!.schema.properties)).toEqual(expect.arrayContaining(['name', 'resume']));
  });

  it('requires the consent to the privacy notice on the public forms and the affiliate registration: true in JSON, "true" in multipart', () => {
    type Body = {
      content: Record<string, { schema: { properties: Record<string, { type: string; const: unknown }>; required: string[] } }>;
    };
    const consented: string[] = [];
    for (const [name, endpoint] of Object.entries(ENDPOINTS) as [string, Endpoint][]) {
      const body = doc.paths[openApiPath(endpoint.path)]![endpoint.method.toLowerCase()]!.requestBody as Body | undefined;
      const [mediaType, content] = Object.entries(body?.content ?? {})[0] ?? [];
      const consent = content?.schema.properties[CONSENT_FIELD];
      if (!consent) continue;
      consented.push(name);
      expect(content!.schema.required, name).toContain(CONSENT_FIELD);
      if (mediaType === 'multipart/form-data') expect(consent, name).toMatchObject({ type: 'string', const: 'true' });
      else expect(consent, name).toMatchObject({ type: 'boolean', const: true });
    }
    expect(consented.sort()).toEqual(
      ['affiliateRegister', 'collegeSubmit', 'companySubmit', 'contactSubmit', 'jobApply', 'resumeSubmit'].sort(),
    );
  });

  it('gives each paged admin list its paging parameters, its 400, the cap and the total header of its unpaged answer', () => {
    for (const name of Object.keys(PAGED_LISTS) as (keyof typeof PAGED_LISTS)[]) {
      const endpoint = ENDPOINTS[name];
      const op = doc.paths[openApiPath(endpoint.path)]![endpoint.method.toLowerCase()]!;
      const names = (op.parameters as { name: string }[]).map((parameter) => parameter.name);
      expect(names, name).toEqual(expect.arrayContaining(['limit', 'cursor', 'sort', 'q', 'from', 'to']));
      expect(op.summary, name).toContain(`at most ${ADMIN_UNPAGED_MAX}`);
      const responses = op.responses as Record<string, { headers?: object }>;
      expect(Object.keys(responses), name).toContain('400');
      expect(Object.keys(responses['200']!.headers ?? {}), name).toEqual([TOTAL_COUNT_HEADER]);
    }
    const applications = doc.paths['/api/job-applications/applications/{jobId}']!.get!.parameters as { name: string }[];
    expect(applications.map((parameter) => parameter.name)).toEqual(['jobId', 'limit', 'cursor', 'sort', 'q', 'from', 'to', 'stage']);
    const notifications = doc.paths['/api/notifications']!.get!.parameters as { name: string }[];
    expect(notifications.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['searchTerm', 'filterType', 'type', 'status']),
    );
  });
});
