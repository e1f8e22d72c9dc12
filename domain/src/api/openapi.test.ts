import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from './endpoints';
import { openApiDocument, openApiPath } from './openapi';

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
});
