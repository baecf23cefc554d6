import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@domain/schemas/error';
import { ensureAdminAccount } from './modules/auth/admin-account';
import { call, nextAddress, signIn, signUp } from './modules/auth/testing';
import { makeProduct, orderBody, withSandboxTokens } from './modules/orders/testing';
import { createTestApp, type TestApp } from './testing/test-app';

/** The parts of an OpenAPI 3.0 schema the generators read. */
interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  required?: string[];
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}
type Flavor = 'anonymous' | 'customer' | 'admin';

/** Requests per endpoint and flavour; three flavours make a few hundred per endpoint. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 70);
const NOT_ALLOWED = 'This field contains characters that are not allowed.';
const STACK_TRACE = /\n\s+at\s|node:internal|node_modules|\/work\/|\.[cm]?[jt]s:\d+:\d+/;

let t: TestApp;
let operations: Operation[] = [];
const cookies: Record<Flavor, string | undefined> = { anonymous: undefined, customer: undefined, admin: undefined };
/** Values that get past the first checks (a real product, a real slug, the demo coupon), so the fuzz reaches the services. */
let knownProductId = '';
let knownSlug = '';

beforeAll(async () => {
  t = await createTestApp();
  cookies.customer = (await signUp(t.app)).cookie;
  await ensureAdminAccount(t.database.db, { email: 'fuzz-admin@example.com', password: 'admin-pass-1' });
  cookies.admin = await signIn(t.app, 'fuzz-admin@example.com', 'admin-pass-1');
  const product = await makeProduct(t.database.db);
  knownProductId = product.id;
  knownSlug = product.slug;
  // The admin API is described to admins only.
  const doc = (await call(t.app, 'GET', '/api/docs/json', { cookie: cookies.admin })).json() as { paths: Record<string, Record<string, RawOperation>> };
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      })),
  );
  // Ending the session comes last, so the signed-in flavours stay signed in for the other endpoints.
  operations.sort((a, b) => Number(a.path === '/api/auth/sign-out') - Number(b.path === '/api/auth/sign-out'));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

// ---------------------------------------------------------------- generators

/** Raw JSON tokens no JSON.stringify writes: huge and odd numbers, deep nesting. Marked in the value, spliced in the text. */
const RAW = (token: string) => `\u0001RAW:${token}\u0001`;
const rawNumber = fc.constantFrom('1e308', '1e999', '-1e999', '-0', '9223372036854775808', '-9223372036854775809', '1e-400', '0.1', '1.5', '123456789012345678901234567890', '-1').map(RAW);
const deepNesting = fc.integer({ min: 20, max: 3000 }).chain((depth) => fc.constantFrom('[', '{"a":').map((open) => RAW(open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth))));
const serialize = (value: unknown) => JSON.stringify(value)?.replace(/"\\u0001RAW:(.*?)\\u0001"/g, '$1') ?? '';

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\v', '\f', '\r', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f'];
const controlCharacter = fc.constantFrom(...CONTROL_CHARACTERS);
const withControl = fc.tuple(fc.string({ maxLength: 12 }), controlCharacter, fc.string({ maxLength: 12 })).map(([a, c, b]) => a + c + b);
/** The text with a control character or an unpaired surrogate somewhere in it. */
const tainted = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, fc.oneof(controlCharacter, fc.constantFrom('\ud800', '\udfff')), fc.nat()).map(([s, c, at]) => s.slice(0, at % (s.length + 1)) + c + s.slice(at % (s.length + 1)));
/** encodeURIComponent throws on a lone surrogate; the raw %ED%A0%80 among BROKEN_ENCODINGS sends one. */
const encoded = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\ufffd'));
const oddString = fc.constantFrom(
  '',
  ' ',
  'NaN',
  '-0',
  '1e308',
  String(2 ** 63),
  'Infinity',
  '__proto__',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '\u202e',
  '\ud800',
  '\u0000'.repeat(1000),
  'x'.repeat(100_000),
);
const junkString = fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), withControl, oddString);
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: junkString },
  { weight: 2, arbitrary: rawNumber },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.constantFrom({ __proto__: { isAdmin: true } }, { constructor: { prototype: { role: 'admin' } } }, [null], {}) },
);

/** Plausible text for a string field, by its format or its name. */
function plausible(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.oneof({ weight: 3, arbitrary: fc.constant(knownProductId) }, { weight: 1, arbitrary: fc.uuid() });
  if (/email/i.test(name) || schema.format === 'email') return fc.oneof(fc.emailAddress(), fc.constant('buyer@example.com'));
  if (/code/i.test(name)) return fc.constantFrom('WELCOME10', 'welcome10', 'NOPE', '123456');
  if (name === 'token') return fc.constantFrom('sbx_tok_unknown', 'ctoken_123', 'x');
  return fc.oneof(fc.constantFrom('Dana Cooper', 'secret-pass-1', '12 Main St', '555-0100', 'en'), fc.string({ maxLength: 20 }));
}

/** Values shaped like the schema, each part replaced by junk now and then. */
function near(schema: JsonSchema | undefined, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return junk;
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  const shaped = ((): fc.Arbitrary<unknown> => {
    if (branches?.length) return fc.oneof(...branches.map((branch) => near(branch, name, depth + 1)));
    if (schema.enum) return fc.constantFrom(...schema.enum);
    switch (schema.type) {
      case 'object': {
        const properties = Object.entries(schema.properties ?? {});
        const model = Object.fromEntries(properties.map(([key, value]) => [key, near(value, key, depth + 1)]));
        const complete = fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
        const partial = fc.record(model, { requiredKeys: [] });
        const extra = fc.tuple(complete, fc.constantFrom('price', 'total', 'role', 'isAdmin', 'userId'), junk).map(([r, key, value]) => ({ ...r, [key]: value }));
        return fc.oneof({ weight: 6, arbitrary: complete }, { weight: 2, arbitrary: partial }, { weight: 1, arbitrary: extra });
      }
      case 'array':
        return fc.array(near(schema.items, name, depth + 1), { maxLength: 3 });
      case 'string':
        return fc.oneof({ weight: 4, arbitrary: plausible(schema, name) }, { weight: 1, arbitrary: tainted(plausible(schema, name)) });
      case 'integer':
      case 'number':
        return fc.oneof({ weight: 6, arbitrary: fc.integer({ min: -2, max: 20 }) }, { weight: 1, arbitrary: rawNumber });
      case 'boolean':
        return fc.boolean();
      default:
        return junk;
    }
  })();
  const orNull = schema.nullable ? [{ weight: 1, arbitrary: fc.constant<unknown>(null) }] : [];
  // Junk in about one part in twelve: most bodies are wrong in one or two places, some are valid and reach the services.
  return fc.oneof({ weight: 11, arbitrary: shaped }, { weight: 1, arbitrary: junk }, ...orNull);
}

const MALFORMED_BODIES = ['{', '', 'null', '[', '{"a":}', '{"a":1,}', '\u0000', '{"x":"\\ud800"}', '{"x":"\\u0000"}', '"\\u0000"', 'NaN', '{"__proto__":{"isAdmin":true}}', `{"x":"${'a'.repeat(100_000)}"}`];
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1'];

function bodyFor(op: Operation): fc.Arbitrary<{ payload: string; contentType: string } | undefined> {
  if (op.method === 'GET' || op.method === 'DELETE') return fc.constant(undefined);
  const json = fc.oneof({ weight: 6, arbitrary: near(op.body) }, { weight: 2, arbitrary: junk }).map(serialize);
  const payload = fc.oneof({ weight: 8, arbitrary: json }, { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_BODIES) });
  const contentType = fc.oneof({ weight: 8, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) });
  return fc.record({ payload, contentType });
}

/** Broken percent-encoding, sent as is (Fastify answers FST_ERR_BAD_URL in a path). */
const BROKEN_ENCODINGS = ['%', '%E0%A4%A', '%00', '%ZZ', '%C0%80', '%ED%A0%80', '%0A', '%FF%FE', 'a%2', '%%'];
const encodedText = fc.oneof(
  { weight: 3, arbitrary: fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), tainted(fc.string({ maxLength: 20 })), oddString).map(encoded) },
  { weight: 2, arbitrary: fc.constantFrom(...BROKEN_ENCODINGS) },
  { weight: 1, arbitrary: fc.constantFrom('1e308', String(2 ** 63), '-0', 'NaN', '0', '-1') },
);

function pathValue(name: string): fc.Arbitrary<string> {
  const known = name === 'slug' ? [knownSlug, knownSlug.toUpperCase()] : [name === 'quoteNumber' ? 'FQ-000000000000' : 'FF-000000000000'];
  return fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...known) }, { weight: 4, arbitrary: encodedText });
}

/** The doc's query parameters and the catalogue's (read in its handler), plus keys no route knows. */
function queryFor(op: Operation): fc.Arbitrary<string> {
  const keys = [...new Set([...op.parameters.filter((p) => p.in === 'query').map((p) => p.name), 'search', 'category', 'sort', 'token', 'x', '__proto__'])];
  const pair = fc.tuple(fc.constantFrom(...keys), fc.oneof(encodedText, fc.constantFrom('hfc', 'price', 'r-410a'))).map(([key, value]) => `${key}=${value}`);
  return fc.oneof(fc.constant(''), fc.array(pair, { minLength: 1, maxLength: 4 }).map((pairs) => `?${pairs.join('&')}`), fc.constantFrom('?', '?&&=', '?%', '?search'));
}

function requestFor(op: Operation) {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const path = fc.tuple(...names.map(pathValue)).map((values) => names.reduce((url, name, i) => url.replace(`{${name}}`, values[i] ?? ''), op.path));
  return fc.record({ url: fc.tuple(path, queryFor(op)).map(([p, q]) => p + q), body: bodyFor(op) });
}

// ---------------------------------------------------------------- sending and checking

let keyCounter = 0;
function send(op: Operation, flavor: Flavor, url: string, body?: { payload: string; contentType: string }) {
  keyCounter += 1;
  const headers: Record<string, string> = { 'idempotency-key': `fuzz-key-${keyCounter}` };
  if (body) headers['content-type'] = body.contentType;
  return call(t.app, op.method, url, { cookie: cookies[flavor], body: body?.payload, headers, remoteAddress: nextAddress() });
}

/** Never 5xx, never a stack trace; every 4xx in the one error shape. */
function expectSafe(res: LightMyRequestResponse, label: string) {
  const said = `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, said).toBeLessThan(500);
  expect(res.body, said).not.toMatch(STACK_TRACE);
  if (res.statusCode >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      parsed = undefined;
    }
    expect(apiErrorSchema.safeParse(parsed).success, said).toBe(true);
  }
}

const labelOf = (op: Operation, url: string, body?: { payload: string; contentType: string }) =>
  `${op.method} ${url.slice(0, 160)}${body ? ` [${body.contentType}] ${body.payload.slice(0, 160)}` : ''}`;

describe('every endpoint of the OpenAPI document, fed random and malformed input (RELIABILITY 29, 32)', () => {
  it('reads the endpoints from the document, admin and auth included', () => {
    const listed = operations.map((op) => `${op.method} ${op.path}`);
    expect(listed.length).toBeGreaterThan(20);
    for (const route of ['POST /api/orders', 'POST /api/quotes', 'POST /api/newsletter', 'GET /api/newsletter/unsubscribe', 'GET /api/products/{slug}', 'GET /api/admin/dashboard', 'PATCH /api/account/profile', 'POST /api/contact', 'POST /api/support/tickets', 'POST /api/shipping/quote', 'GET /api/content/contact-info', 'PATCH /api/admin/contacts/{id}', 'PUT /api/admin/contact-info/{id}']) {
      expect(listed).toContain(route);
    }
  });

  it('answers broken percent-encoding in every path parameter and query with 4xx in the error shape', async () => {
    for (const op of operations.filter((o) => o.method === 'GET')) {
      for (const broken of BROKEN_ENCODINGS) {
        const inPath = op.path.replace(/\{\w+\}/g, broken);
        const inQuery = `${op.path.replace(/\{\w+\}/g, 'x')}?search=${broken}&token=${broken}`;
        for (const flavor of ['anonymous', 'customer'] as const) {
          if (inPath !== op.path) {
            const res = await send(op, flavor, inPath);
            expectSafe(res, `${flavor} GET ${inPath}`);
            expect(res.statusCode, `${flavor} GET ${inPath}`).toBeGreaterThanOrEqual(400);
          }
          expectSafe(await send(op, flavor, inQuery), `${flavor} GET ${inQuery}`);
        }
      }
    }
  });

  for (const flavor of ['anonymous', 'customer', 'admin'] as const) {
    it(`never answers 5xx, answers every 4xx in the error shape and never shows a stack trace (${flavor})`, async () => {
      for (const op of operations) {
        await fc.assert(
          fc.asyncProperty(requestFor(op), async ({ url, body }) => {
            expectSafe(await send(op, flavor, url, body), `${flavor} ${labelOf(op, url, body)}`);
          }),
          { numRuns: RUNS },
        );
      }
    }, 240_000);
  }

});

// ---------------------------------------------------------------- NUL in every text field

/** Every string leaf of a request schema, as a dotted path ('items.0.productId'). */
function stringPaths(schema: JsonSchema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches) return [...new Set(branches.flatMap((branch) => stringPaths(branch, prefix)))];
  if (schema.type === 'object') return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => stringPaths(value, prefix ? `${prefix}.${key}` : key));
  if (schema.type === 'array') return stringPaths(schema.items, prefix ? `${prefix}.0` : '0');
  return schema.type === 'string' && !schema.enum ? [prefix] : [];
}

/** { items: [{ productId: value }] } for 'items.0.productId'. */
function bodyWith(path: string, value: unknown): unknown {
  const [head = '', ...rest] = path.split('.');
  const inner = rest.length ? bodyWith(rest.join('.'), value) : value;
  return /^\d+$/.test(head) ? [inner] : { [head]: inner };
}

const flavorOf = (op: Operation): Flavor => (op.path.startsWith('/api/admin/') ? 'admin' : 'customer');

describe('a NUL in any text field or parameter of any endpoint (RELIABILITY 32)', () => {
  beforeAll(async () => {
    // Fresh sessions: the fuzz above used up the per-account limits (password attempts) of the first ones.
    cookies.customer = (await signUp(t.app)).cookie;
    await ensureAdminAccount(t.database.db, { email: 'nul-admin@example.com', password: 'admin-pass-1' });
    cookies.admin = await signIn(t.app, 'nul-admin@example.com', 'admin-pass-1');
  });

  /** The route's address with valid path parameters (a record id, a slug), so the body is what gets checked. */
  const validPath = (op: Operation) =>
    op.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
      const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
      if (schema?.format === 'uuid' || name === 'id') return '00000000-0000-4000-8000-000000000000';
      if (name === 'section') return 'shipping';
      return name === 'slug' ? knownSlug : 'FF-000000000000';
    });

  it('answers 400 naming the field, for every string of every request body (a NUL, a lone surrogate)', async () => {
    let checked = 0;
    for (const op of operations.filter((o) => o.body)) {
      for (const path of stringPaths(op.body)) {
        for (const text of ['ab\u0000cd', 'ab\ud800cd']) {
          const res = await send(op, flavorOf(op), validPath(op), { payload: JSON.stringify(bodyWith(path, text)), contentType: 'application/json' });
          const said = `${op.method} ${op.path} ${path} ${JSON.stringify(text)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, said).toBe(400);
          expect(res.json().error.fields?.[path], said).toEqual(expect.any(String));
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('answers 400 naming the parameter, for every path and query parameter', async () => {
    const cases = operations.flatMap((op) =>
      op.parameters
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({ op, name: p.name, url: p.in === 'path' ? op.path.replace(`{${p.name}}`, 'ab%00cd').replace(/\{\w+\}/g, 'x') : `${op.path}?${p.name}=ab%00cd` })),
    );
    const catalogue = operations.find((op) => op.method === 'GET' && op.path === '/api/products');
    if (catalogue) cases.push({ op: catalogue, name: 'search', url: '/api/products?search=ab%00cd' });
    expect(cases.map((c) => c.name)).toEqual(expect.arrayContaining(['slug', 'orderNumber', 'quoteNumber', 'token', 'search']));
    for (const { op, name, url } of cases) {
      const res = await send(op, flavorOf(op), url);
      const said = `${op.method} ${url} → ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, said).toBe(400);
      expect(res.json().error.fields?.[name], said).toBe(NOT_ALLOWED);
    }
  });

  it('answers 400 with fields.notes to a NUL in the order notes, and keeps line breaks', async () => {
    const product = await makeProduct(t.database.db);
    const items = [{ productId: product.id, packaging: 'cylinder', quantity: 1 }];
    const order = async (notes: string) =>
      send({ method: 'POST', path: '/api/orders', parameters: [] }, 'customer', '/api/orders', { payload: JSON.stringify(await withSandboxTokens(t.app, orderBody(items, { notes }))), contentType: 'application/json' });
    const refused = await order('Leave at the dock\u0000');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'validation_failed', fields: { notes: NOT_ALLOWED } });
    const placed = await order('Leave at the dock\r\n\tGate 2');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.notes).toBe('Leave at the dock\r\n\tGate 2');
  });
});
