import { z } from 'zod';
import { adminPageQuerySchema } from '../admin/paging';
import { TOTAL_COUNT_HEADER } from '../constants';
import { API_PREFIX, ENDPOINTS, type Endpoint, type EndpointName } from './endpoints';
import { consentFieldSchema } from '../schemas/privacy';
import { schemasOf } from './endpointSchemas';
import { accountLimitOf, rateLimitOf } from './limits';
import { pagingOf } from './pagedLists';

type JsonObject = Record<string, unknown>;

const ERROR_BODY = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' } } },
} as const;

const toJson = (schema: z.ZodType): JsonObject => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonObject;

/** Adds `extra`'s properties and required names to the object schema `schema`. */
function withField(schema: JsonObject, extra: JsonObject) {
  Object.assign((schema.properties ??= {}) as JsonObject, extra.properties);
  schema.required = [...((schema.required as string[] | undefined) ?? []), ...((extra.required as string[] | undefined) ?? [])];
}

/** '/cards/cards/:id' -> '/api/cards/cards/{id}' */
export const openApiPath = (path: string) => `${API_PREFIX}${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

function responses(name: EndpointName, endpoint: Endpoint): JsonObject {
  const error = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_BODY } } });
  const paged = pagingOf(name) !== undefined;
  const success: JsonObject = { description: 'Success' };
  if (paged)
    success.headers = {
      [TOTAL_COUNT_HEADER]: { description: 'Without limit, when more rows match than answered: how many', schema: { type: 'integer' } },
    };
  const answers: JsonObject = { [endpoint.method === 'POST' && endpoint.access === 'public' ? '201' : '200']: success };
  if (endpoint.method !== 'GET' || endpoint.path.includes(':') || paged)
    answers['400'] = error('Invalid input: the first broken rule as message, per-field errors');
  if (endpoint.access !== 'public') {
    answers['401'] = error('No or invalid ID token');
    answers['403'] = error("Wrong role, or another affiliate's data");
  }
  if (endpoint.path.includes(':')) answers['404'] = error('No such record');
  if (rateLimitOf(name) || accountLimitOf(name)) answers['429'] = error('Too many requests (Retry-After)');
  return answers;
}

function operation(name: EndpointName, endpoint: Endpoint): JsonObject {
  const { body, query, consent } = schemasOf(name);
  const parameters: JsonObject[] = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const paging = pagingOf(name);
  for (const schema of [query, paging && adminPageQuerySchema(paging)]) {
    const properties = (schema ? (toJson(schema).properties ?? {}) : {}) as Record<string, unknown>;
    for (const [key, property] of Object.entries(properties))
      parameters.push({ name: key, in: 'query', required: false, schema: property });
  }
  const op: JsonObject = {
    operationId: name,
    summary: endpoint.summary,
    'x-access': endpoint.access,
    ...(endpoint.owner ? { 'x-owner': endpoint.owner, 'x-admin-may-call': !!endpoint.adminMayCall } : {}),
    ...(parameters.length ? { parameters } : {}),
    responses: responses(name, endpoint),
  };
  if (endpoint.access !== 'public') op.security = [{ firebaseIdToken: [] }];
  if (body) {
    const mediaType = endpoint.multipart ? 'multipart/form-data' : 'application/json';
    const schema = toJson(body);
    if (endpoint.multipart) (schema.properties as JsonObject).resume = { type: 'string', format: 'binary' };
    if (consent) withField(schema, toJson(consentFieldSchema(!!endpoint.multipart)));
    op.requestBody = { required: true, content: { [mediaType]: { schema } } };
  }
  return op;
}

/** The API contract as OpenAPI 3.1, generated from the endpoint table and the shared zod schemas. */
export function openApiDocument(): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const [name, endpoint] of Object.entries(ENDPOINTS) as [EndpointName, Endpoint][]) {
    for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
      const entry = (paths[openApiPath(path)] ??= {});
      entry[endpoint.method.toLowerCase()] = operation(name, endpoint);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Careers platform API',
      version: '1.0.0',
      description: 'Every /api path; x-access is the access level the server enforces.',
    },
    components: { securitySchemes: { firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } } },
    paths,
  };
}
