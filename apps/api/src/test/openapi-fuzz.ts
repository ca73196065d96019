/**
 * Bad requests made from the server's own OpenAPI document: for every route and method, a
 * plausible request built from its schemas, then that request broken one place at a time with a
 * catalogue of hostile values. New routes are covered as soon as they are described.
 */
import { randomUUID } from 'node:crypto';

/** The part of JSON Schema the server's document uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  additionalProperties?: JsonSchema | boolean;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  security?: Record<string, string[]>[];
  tags?: string[];
  responses?: Record<string, unknown>;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface FuzzRequest {
  method: string;
  url: string;
  /** What was broken, for the failure message. */
  label: string;
  headers?: Record<string, string>;
  /** A JSON value, or raw text (or bytes) sent as is. */
  payload?: unknown;
  rawPayload?: string | Buffer;
}

export interface Operation {
  method: string;
  path: string;
  pathParameters: OpenApiParameter[];
  queryParameters: OpenApiParameter[];
  bodySchema: JsonSchema | undefined;
  /** The security schemes that may call it; one with none in it may be called signed out. */
  security?: Record<string, string[]>[];
  tags?: string[];
  /** The status codes it is described to answer. */
  statusCodes: string[];
  /**
   * How its body is sent: JSON, the API's, by default; 'form' for the staff directory's endpoints
   * (OpenID Connect's form bodies), each variant then written as a form; 'multipart' for an
   * upload (a claim's file), sent the hostile multipart bodies besides the JSON ones.
   */
  bodyEncoding?: 'json' | 'form' | 'multipart';
}

/**
 * Nesting 5,000 levels deep is written into the JSON text in place of this marker: as an object
 * it would overflow the stack of whatever serialises it before the server sees it.
 */
const DEEP_NESTING_MARKER = '\u2063deep-nesting\u2063';
const DEEP_NESTING_JSON = `${'{"a":'.repeat(5000)}"x"${'}'.repeat(5000)}`;

/** The JSON text of a payload, with the deep-nesting marker expanded. */
export function jsonTextOf(payload: unknown): string {
  return JSON.stringify(payload).replace(JSON.stringify(DEEP_NESTING_MARKER), DEEP_NESTING_JSON);
}

/** Values that break a field's type, size or text rules. */
export const HOSTILE_VALUES: readonly { label: string; value: unknown }[] = [
  { label: 'null', value: null },
  { label: 'a number', value: 12 },
  { label: 'a string', value: 'x' },
  { label: 'true', value: true },
  { label: 'an object', value: { nested: 'x' } },
  { label: 'an array', value: ['x'] },
  { label: 'an empty string', value: '' },
  { label: 'a NUL character', value: 'ab\u0000cd' },
  { label: 'a lone surrogate', value: 'ab\uD800cd' },
  { label: 'a huge string', value: 'x'.repeat(100_000) },
  { label: '-1', value: -1 },
  { label: '1e308', value: 1e308 },
  { label: '-1e308', value: -1e308 },
  { label: 'a fraction', value: 0.5 },
  { label: 'MAX_SAFE_INTEGER + 2', value: Number.MAX_SAFE_INTEGER + 2 },
  { label: 'deep nesting', value: DEEP_NESTING_MARKER },
];

/** Path parameters: each goes into the URL percent-encoded where needed. */
const HOSTILE_PATH_VALUES: readonly string[] = [
  '%00',
  '%ED%A0%80',
  '..%2F..%2Fetc',
  'x'.repeat(5000),
  '%F0%9F%98%80',
  '-1',
  '1e308',
  'null',
  '%20',
];

const HOSTILE_QUERY_VALUES: readonly string[] = [
  '%00',
  '%ED%A0%80',
  'x'.repeat(5000),
  '%FF',
  '',
  '1e308',
  '[object Object]',
];

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** A value the schema would likely accept: enough for the route to reach its rules. */
export function plausibleValue(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 12) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) {
    const nonNull = choices.find((choice) => !typesOf(choice).includes('null')) ?? choices[0];
    return plausibleValue(nonNull, depth + 1);
  }
  if (schema.allOf?.length) return plausibleValue(schema.allOf[0], depth + 1);
  const [type] = typesOf(schema).filter((each) => each !== 'null');
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = plausibleValue(property, depth + 1);
      }
      return value;
    }
    case 'array':
      return schema.prefixItems
        ? schema.prefixItems.map((item) => plausibleValue(item, depth + 1))
        : [plausibleValue(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil(schema.minimum ?? schema.exclusiveMinimum ?? 1));
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date') return '2027-01-15';
      if (schema.format === 'date-time') return '2027-01-15T10:00:00.000Z';
      if (schema.format === 'email') return 'fuzz@example.ie';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return 'x';
  }
}

/** Every place in a value that can be replaced: its path of keys and indexes. */
export function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return [path, ...value.flatMap((item, index) => leafPaths(item, [...path, index]))];
  }
  if (value !== null && typeof value === 'object') {
    return [
      ...(path.length ? [path] : []),
      ...Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...path, key])),
    ];
  }
  return [path];
}

function withReplaced(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withReplaced(copy[head!], rest, replacement);
  return copy;
}

function withoutKey(value: unknown, path: (string | number)[]): unknown {
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1]!;
  const parent = parentPath.reduce<unknown>(
    (node, part) => (node as Record<string | number, unknown>)[part],
    value,
  );
  if (parent === null || typeof parent !== 'object' || Array.isArray(parent)) return undefined;
  const { [key]: _removed, ...rest } = parent as Record<string | number, unknown>;
  return withReplaced(value, parentPath, rest);
}

/**
 * The tags of staff-only routes: each refuses a customer by role before it looks at the request,
 * and takes customers' identifiers by design (guarded and audited in its own module's tests).
 */
export const STAFF_ROUTE_TAGS = ['agent', 'claims handling', 'complaints handling'] as const;

export const isStaffRoute = (operation: Pick<Operation, 'tags'>): boolean =>
  STAFF_ROUTE_TAGS.some((tag) => operation.tags?.includes(tag));

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
        bodySchema: operation.requestBody?.content?.['application/json']?.schema,
        ...(operation.security ? { security: operation.security } : {}),
        ...(operation.tags ? { tags: operation.tags } : {}),
        statusCodes: Object.keys(operation.responses ?? {}),
      });
    }
  }
  return operations;
}

function urlOf(operation: Operation, pathValues: Record<string, string>, query: string): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    return pathValues[name] ?? encodeURIComponent(String(plausibleValue(undefined)));
  });
  return query ? `${path}?${query}` : path;
}

function plausiblePathValues(operation: Operation): Record<string, string> {
  return Object.fromEntries(
    operation.pathParameters.map((parameter) => [
      parameter.name,
      encodeURIComponent(String(plausibleValue(parameter.schema))),
    ]),
  );
}

function plausibleQuery(operation: Operation): Record<string, string> {
  return Object.fromEntries(
    operation.queryParameters.map((parameter) => [
      parameter.name,
      encodeURIComponent(String(plausibleValue(parameter.schema))),
    ]),
  );
}

const queryText = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * Text as a form writes it, hostile text included: a NUL as %00, a lone surrogate as the bytes
 * it would be in UTF-8 (invalid UTF-8 the server must cope with), which encodeURIComponent
 * refuses to write.
 */
function formTextOfString(text: string): string {
  let written = '';
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const isLow = unit >= 0xdc00 && unit <= 0xdfff;
    const next = text.charCodeAt(index + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      written += encodeURIComponent(text.slice(index, index + 2));
      index++;
    } else if (isHigh || isLow) {
      written += `%ED%${(0xa0 + ((unit >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (unit & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      written += encodeURIComponent(text[index]!);
    }
  }
  return written;
}

/** A form's fields of one value: lists repeat the name, objects nest it in brackets. */
function formFieldsOf(name: string, value: unknown): string[] {
  if (value === DEEP_NESTING_MARKER)
    return [`${formTextOfString(name)}${'%5Ba%5D'.repeat(5000)}=x`];
  if (Array.isArray(value)) return value.flatMap((item) => formFieldsOf(name, item));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => formFieldsOf(`${name}[${key}]`, child));
  }
  return [`${formTextOfString(name)}=${formTextOfString(String(value))}`];
}

/** A payload written as a form body: an object's fields, anything else as the text of it. */
export function formTextOf(payload: unknown): string {
  if (payload !== null && typeof payload === 'object' && !Array.isArray(payload)) {
    return Object.entries(payload)
      .flatMap(([name, value]) => formFieldsOf(name, value))
      .join('&');
  }
  if (payload === DEEP_NESTING_MARKER || Array.isArray(payload)) {
    return formFieldsOf('a', payload).join('&');
  }
  return formTextOfString(String(payload));
}

/** Form bodies broken in ways only a form can be. */
const HOSTILE_FORMS: readonly { label: string; text: string }[] = [
  { label: 'a raw NUL byte', text: 'a=b\u0000c' },
  { label: 'a percent-encoded NUL name', text: '%00=x' },
  { label: 'malformed percent-encoding', text: 'a=%&b=%E0%A4%A&c=%ZZ' },
  { label: 'invalid UTF-8', text: 'a=%FF%FE%C0%AF' },
  { label: 'no equals sign', text: 'justtext' },
  {
    label: 'ten thousand fields',
    text: Array.from({ length: 10_000 }, (_, i) => `f${i}=x`).join('&'),
  },
  { label: 'a form over the size limit', text: `a=${'x'.repeat(300 * 1024)}` },
];

const MULTIPART_BOUNDARY = 'fuzz-boundary';
const multipartPart = (headers: string, body: string) =>
  `--${MULTIPART_BOUNDARY}\r\n${headers}\r\n\r\n${body}\r\n`;
const multipartFile = (name = 'file', filename = 'fuzz.pdf', body = '%PDF-1.7 fuzz') =>
  multipartPart(
    `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf`,
    body,
  );
const MULTIPART_END = `--${MULTIPART_BOUNDARY}--\r\n`;

/**
 * Multipart bodies broken in the ways an upload can be, each written byte for byte (latin1):
 * the format, the parts (none, two, a field, another name), the headers, the file's name and
 * content.
 */
const HOSTILE_MULTIPARTS: readonly { label: string; text: string; contentType?: string }[] = [
  { label: 'one file', text: multipartFile() + MULTIPART_END },
  { label: 'an empty form', text: MULTIPART_END },
  { label: 'no body', text: '' },
  { label: 'garbage', text: 'this is not multipart' },
  { label: 'no closing boundary', text: multipartFile() },
  { label: 'a body cut short', text: multipartFile().slice(0, 60) },
  { label: 'two files', text: multipartFile() + multipartFile('file', 'b.pdf') + MULTIPART_END },
  {
    label: 'a field before the file',
    text:
      multipartPart('Content-Disposition: form-data; name="note"', 'x') +
      multipartFile() +
      MULTIPART_END,
  },
  {
    label: 'a field after the file',
    text:
      multipartFile() +
      multipartPart('Content-Disposition: form-data; name="note"', 'x') +
      MULTIPART_END,
  },
  { label: 'a file under another name', text: multipartFile('photo') + MULTIPART_END },
  { label: 'a file named __proto__', text: multipartFile('__proto__') + MULTIPART_END },
  { label: 'a part with no headers', text: multipartPart('', 'x') + MULTIPART_END },
  {
    label: 'headers over 80 KiB',
    text: multipartFile('file', 'x'.repeat(100_000)) + MULTIPART_END,
  },
  { label: 'a NUL in the file name', text: multipartFile('file', 'a\u0000b.pdf') + MULTIPART_END },
  {
    label: 'a UTF-8 surrogate in the file name',
    text: multipartFile('file', 'a\xed\xa0\x80b.pdf') + MULTIPART_END,
  },
  {
    label: 'a path as the file name',
    text: multipartFile('file', '../../etc/passwd.pdf') + MULTIPART_END,
  },
  {
    label: 'a program named as a photo',
    text: multipartFile('file', 'photo.jpg', 'MZ\x90\x00\x03') + MULTIPART_END,
  },
  { label: 'an empty file', text: multipartFile('file', 'empty.pdf', '') + MULTIPART_END },
  {
    label: 'a JPEG that is none',
    text: multipartFile('file', 'photo.jpg', '\xff\xd8\xff\xe0 not a photo') + MULTIPART_END,
  },
  {
    label: 'a PNG that is none',
    text: multipartFile('file', 'shot.png', '\x89PNG\r\n\x1a\n not a picture') + MULTIPART_END,
  },
  {
    label: 'a HEIC that is none',
    text:
      multipartFile('file', 'photo.heic', '\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic') +
      MULTIPART_END,
  },
  {
    label: 'no boundary in the content type',
    text: multipartFile() + MULTIPART_END,
    contentType: 'multipart/form-data',
  },
  {
    label: 'another boundary in the content type',
    text: multipartFile() + MULTIPART_END,
    contentType: 'multipart/form-data; boundary=other',
  },
];

/**
 * An upload's multipart bodies, each under an upload id of its own (a repeated id is answered
 * before its body is read).
 */
function multipartRequestsOf(operation: Operation): FuzzRequest[] {
  const pathValues = plausiblePathValues(operation);
  return HOSTILE_MULTIPARTS.map(({ label, text, contentType }) => ({
    method: operation.method,
    url: urlOf(
      operation,
      pathValues,
      queryText({ ...plausibleQuery(operation), upload_id: randomUUID() }),
    ),
    label: `multipart body: ${label}`,
    rawPayload: Buffer.from(text, 'latin1'),
    headers: {
      'content-type': contentType ?? `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
    },
  }));
}

/** The bad requests for one operation: each breaks one thing of a plausible request. */
export function fuzzRequestsOf(operation: Operation): FuzzRequest[] {
  const requests = jsonFuzzRequestsOf(operation);
  if (operation.bodyEncoding === 'multipart')
    return [...requests, ...multipartRequestsOf(operation)];
  if (operation.bodyEncoding !== 'form') return requests;
  // The same breakages written as forms, beside the JSON ones (a content type it refuses).
  const asForms = requests
    .filter((request) => request.payload !== undefined)
    .map(({ payload, ...request }) => ({
      ...request,
      label: `${request.label} (form)`,
      rawPayload: formTextOf(payload),
      headers: { ...request.headers, 'content-type': FORM_CONTENT_TYPE },
    }));
  const [plausible] = asForms;
  const formOnly = plausible
    ? HOSTILE_FORMS.map(({ label, text }) => ({
        ...plausible,
        label: `form body with ${label}`,
        rawPayload: `${plausible.rawPayload}&${text}`,
      }))
    : [];
  return [...requests, ...asForms, ...formOnly];
}

function jsonFuzzRequestsOf(operation: Operation): FuzzRequest[] {
  const { method } = operation;
  const pathValues = plausiblePathValues(operation);
  const query = plausibleQuery(operation);
  const url = urlOf(operation, pathValues, queryText(query));
  const body = operation.bodySchema ? plausibleValue(operation.bodySchema) : undefined;
  const requests: FuzzRequest[] = [];
  const send = (
    label: string,
    extra: Omit<FuzzRequest, 'method' | 'label' | 'url'> & { url?: string },
  ) => requests.push({ method, url, label, ...extra });

  send('the plausible request', body === undefined ? {} : { payload: body });

  for (const parameter of operation.pathParameters) {
    for (const bad of HOSTILE_PATH_VALUES) {
      send(`path ${parameter.name} = ${bad.slice(0, 20)}`, {
        url: urlOf(operation, { ...pathValues, [parameter.name]: bad }, queryText(query)),
        ...(body === undefined ? {} : { payload: body }),
      });
    }
  }
  for (const parameter of operation.queryParameters) {
    for (const bad of HOSTILE_QUERY_VALUES) {
      send(`query ${parameter.name} = ${bad.slice(0, 20)}`, {
        url: urlOf(operation, pathValues, queryText({ ...query, [parameter.name]: bad })),
      });
    }
    const { [parameter.name]: _missing, ...rest } = query;
    send(`query ${parameter.name} missing`, { url: urlOf(operation, pathValues, queryText(rest)) });
    send(`query ${parameter.name} repeated`, {
      url: urlOf(operation, pathValues, `${queryText(query)}&${parameter.name}=a`),
    });
  }

  if (method === 'GET' || method === 'DELETE' || method === 'HEAD') return requests;

  // The body as a whole: wrong shapes, broken JSON, wrong content types, too large.
  for (const { label, value } of HOSTILE_VALUES) send(`body is ${label}`, { payload: value });
  send('malformed JSON', { rawPayload: '{"a":', headers: { 'content-type': 'application/json' } });
  send('text/plain body', { rawPayload: 'hello', headers: { 'content-type': 'text/plain' } });
  send('form body', {
    rawPayload: 'a=1&b=2',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  send('a body over the size limit', {
    rawPayload: JSON.stringify({ big: 'x'.repeat(300 * 1024) }),
    headers: { 'content-type': 'application/json' },
  });
  if (body === undefined || body === null || typeof body !== 'object') return requests;

  send('an unknown field', { payload: { ...(body as object), unknownFuzzField: 'x' } });
  send('__proto__ in the body', {
    rawPayload: JSON.stringify(body).replace(/^\{/, '{"__proto__":{"polluted":true},'),
    headers: { 'content-type': 'application/json' },
  });
  for (const path of leafPaths(body)) {
    const where = path.join('.');
    for (const { label, value } of HOSTILE_VALUES) {
      send(`${where} is ${label}`, { payload: withReplaced(body, path, value) });
    }
    const missing = withoutKey(body, path);
    if (missing !== undefined) send(`${where} missing`, { payload: missing });
  }
  return requests;
}
