// Builds the OpenAPI 3.1 document from the calls' zod schemas (zod's own JSON Schema output), so the
// description is generated, never written by hand. Schemas with a `.meta({ id })` become components.
import { z } from 'zod';
import type { ApiCall } from './define-call.ts';

type Json = Record<string, unknown>;

const failureSchema = {
  type: 'object',
  required: ['success', 'reason', 'message'],
  properties: {
    success: { const: false },
    reason: { type: 'string', description: 'A reason code, e.g. INVALID_INPUT or PRODUCT_NOT_FOUND.' },
    message: { type: 'string', description: 'A human text naming the problem.' },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Failing fields, by name.' },
  },
};

const algoliaFailureSchema = {
  type: 'object',
  required: ['message', 'status'],
  description: "Algolia's error shape, which its clients read.",
  properties: {
    message: {
      type: 'string',
      description: 'A human text naming the problem (and the parameter, for a parameter this engine does not support).',
    },
    status: { type: 'integer', description: 'The HTTP status again.' },
  },
};

/** `extraPaths`: routes that are not defined calls (the provider webhook reads its raw body), described by hand. */
export function buildOpenApi(
  calls: readonly ApiCall[],
  info: { title: string; version: string; description: string },
  extraPaths: Record<string, Json> = {},
): Json {
  const components: Record<string, Json> = { Failure: failureSchema, AlgoliaFailure: algoliaFailureSchema };
  const paths: Record<string, Record<string, Json>> = {};

  for (const call of calls) {
    const operation: Json = {
      tags: [call.tag],
      summary: call.summary,
      ...(call.description ? { description: call.description } : {}),
      operationId: call.path.replace(/[^a-zA-Z0-9]+/g, '_'),
      responses: {
        [call.successStatus ?? 200]: {
          description: call.successStatus === 201 ? 'Created' : 'Success',
          content: call.file
            ? Object.fromEntries(
                [...new Set([call.file.mediaType, ...(call.file.mediaTypes ?? [])])].map((type) => [
                  type,
                  { schema: { type: 'string', contentMediaType: type } },
                ]),
              )
            : {
                'application/json': {
                  schema: call.raw
                    ? toSchema(call.answer, 'output', components)
                    : withSuccess(toSchema(call.answer, 'output', components)),
                },
              },
        },
        ...errorResponses(call),
      },
    };
    if (call.staffRoles) {
      operation.security = [{ staffBearer: [] }];
      operation['x-staff-roles'] = ['owner', ...call.staffRoles.filter((r) => r !== 'owner')];
    }
    if (call.method === 'POST') {
      operation.requestBody = {
        required: !call.emptyBodyAllowed,
        content: { [call.bodyType ?? 'application/json']: { schema: toSchema(call.input, 'input', components) } },
      };
      // A POST's path parameters (`admin/staff/{id}`) are read by its handler, not from the body.
      const inPath = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      if (inPath.length > 0)
        operation.parameters = inPath.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
    } else {
      operation.parameters = parameters(call, components);
    }
    (paths[`/api/${call.path}`] ??= {})[call.method.toLowerCase()] = operation;
  }

  Object.assign(paths, extraPaths);
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        staffBearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A staff session token from POST /api/admin/login/verify (not a customer token)',
        },
      },
    },
  };
}

function withSuccess(schema: Json): Json {
  return { allOf: [{ type: 'object', required: ['success'], properties: { success: { const: true } } }, schema] };
}

function errorResponses(call: ApiCall): Record<string, Json> {
  const invalid = `${call.invalidReason ?? 'INVALID_INPUT'}: the ${call.method === 'GET' ? 'parameters do' : 'body does'} not match the schema`;
  const control =
    'INVALID_INPUT: a control character (NUL, ESC, ...) or a lone surrogate in any field, named in `fields`; tab and line breaks only in multi-line text';
  const byStatus = new Map<number, string[]>([
    [400, call.method === 'GET' ? [invalid, control] : [invalid, control, 'INVALID_JSON: malformed JSON']],
  ]);
  for (const e of documentedRefusals(call))
    byStatus.set(e.status, [...(byStatus.get(e.status) ?? []), `${e.reason}: ${e.description}`]);
  if (call.method === 'POST') {
    byStatus.set(413, [
      `PAYLOAD_TOO_LARGE: body above ${call.bodyType === 'multipart/form-data' ? 'the upload limit in the description' : '1 MiB'}`,
    ]);
    if (!call.openToOtherSites)
      byStatus.set(403, [
        ...(byStatus.get(403) ?? []),
        "CROSS_SITE: a browser request from another site's page (Sec-Fetch-Site, or Origin)",
      ]);
    if (!call.readBody)
      byStatus.set(415, [
        `UNSUPPORTED_MEDIA_TYPE: a body that is not application/json${call.openToOtherSites ? ' (or text/plain holding JSON, as Algolia clients send it)' : ''}`,
      ]);
  }
  const out: Record<string, Json> = {};
  const failure = call.errorStyle === 'algolia' ? 'AlgoliaFailure' : 'Failure';
  for (const [status, lines] of byStatus) {
    out[status] = {
      description: lines.join('\n'),
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${failure}` } } },
    };
  }
  return out;
}

/** The call's own refusals: the hand-written ones, then its reason table's, each with the text it answers. */
export function documentedRefusals(
  call: Pick<ApiCall, 'errors' | 'refusals'>,
): { status: number; reason: string; description: string }[] {
  const fromTable = Object.entries(call.refusals ?? {}).map(([reason, { status, text, note }]) => ({
    status,
    reason,
    description: `'${text}'${note ? `: ${note}` : ''}`,
  }));
  return [...(call.errors ?? []), ...fromTable];
}

function parameters(call: ApiCall, components: Record<string, Json>): Json[] {
  const schema = toSchema(call.input, 'input', components);
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => {
    const inPath = call.path.includes(`{${name}}`);
    return { name, in: inPath ? 'path' : 'query', required: inPath || required.has(name), schema: s };
  });
}

/** zod → JSON Schema 2020-12 (OpenAPI 3.1's dialect), hoisting named schemas into components. */
function toSchema(schema: z.ZodType, io: 'input' | 'output', components: Record<string, Json>): Json {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete json.$schema;
  const defs = (json.$defs ?? {}) as Record<string, Json>;
  delete json.$defs;
  // Named schemas: keep the input and output forms apart where they differ (defaults make fields optional).
  const suffix = io === 'input' ? 'Input' : '';
  const rename = (id: string) => `${id}${suffix}`;
  for (const [id, def] of Object.entries(defs)) components[rename(id)] = rewriteRefs(def, rename) as Json;
  const id = (z.globalRegistry.get(schema) as { id?: string } | undefined)?.id;
  const body = rewriteRefs(json, rename) as Json;
  if (id) {
    delete body.id;
    components[rename(id)] = body;
    return { $ref: `#/components/schemas/${rename(id)}` };
  }
  return body;
}

function rewriteRefs(node: unknown, rename: (id: string) => string): unknown {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n, rename));
  if (node && typeof node === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/'))
        out[k] = `#/components/schemas/${rename(v.slice(8))}`;
      else if (k === 'id' && typeof v === 'string') continue;
      else out[k] = rewriteRefs(v, rename);
    }
    return out;
  }
  return node;
}
