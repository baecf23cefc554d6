/**
 * Writes the small part of Stripe's published API description that our fake of Stripe's HTTP API checks requests
 * against (server/modules/payments/stripe/testing/stripe-api-subset.json): for each call the adapter and its tests
 * make, the method, the path and the names of the parameters Stripe accepts at the top level (and which are required).
 *
 *   npx tsx scripts/stripe-api-subset.ts --spec <stripe/openapi's openapi/spec3.json>
 *     reads the OpenAPI description itself (the source of truth; pick the commit of the SDK's API version);
 *   npx tsx scripts/stripe-api-subset.ts
 *     reads the same description as the installed `stripe` SDK carries it: its resource files are generated from
 *     Stripe's OpenAPI spec for the SDK's pinned API version (node_modules/stripe/OPENAPI_VERSION), one parameter
 *     interface per operation. Used when spec3.json itself cannot be had (see the fixture's `source`).
 *
 * The committed subset comes from the second way: the stripe/openapi snapshot we could fetch (November 2026) lists
 * openapi/spec3.json without its content (a large file left out of the copy), and the older versions it does hold
 * (2020-08-27 JSON, 2023-08-16 YAML) predate confirmation tokens and `allowed_payment_method_types`. Compared with
 * the 2020 spec3.json, the paths agree and the parameters differ only where the API changed since.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'server/modules/payments/stripe/testing/stripe-api-subset.json');
const SDK = path.join(ROOT, 'node_modules/stripe/cjs/resources');

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  /** The SDK's declaration file and parameter interface generated for this operation. */
  sdk: { file: string; params: string; call: string };
  /** Nested parameters we send, whose keys the fake checks too (dotted; the last one with everything under it). */
  nested?: string[];
}

/** Every call the adapter makes, and the test helper the tests make confirmation tokens with. */
const OPERATIONS: Operation[] = [
  { method: 'POST', path: '/v1/payment_intents', sdk: { file: 'PaymentIntents', params: 'PaymentIntentCreateParams', call: "'POST', '/v1/payment_intents'" }, nested: ['payment_method_options.acss_debit'] },
  { method: 'GET', path: '/v1/payment_intents/{intent}', sdk: { file: 'PaymentIntents', params: 'PaymentIntentRetrieveParams', call: "'GET', `/v1/payment_intents/${encodeURIComponent(id)}`" } },
  { method: 'POST', path: '/v1/payment_intents/{intent}/confirm', sdk: { file: 'PaymentIntents', params: 'PaymentIntentConfirmParams', call: "'POST', `/v1/payment_intents/${encodeURIComponent(id)}/confirm`" }, nested: ['mandate_data'] },
  { method: 'POST', path: '/v1/payment_intents/{intent}/capture', sdk: { file: 'PaymentIntents', params: 'PaymentIntentCaptureParams', call: "'POST', `/v1/payment_intents/${encodeURIComponent(id)}/capture`" } },
  { method: 'POST', path: '/v1/payment_intents/{intent}/cancel', sdk: { file: 'PaymentIntents', params: 'PaymentIntentCancelParams', call: "'POST', `/v1/payment_intents/${encodeURIComponent(id)}/cancel`" } },
  { method: 'POST', path: '/v1/refunds', sdk: { file: 'Refunds', params: 'RefundCreateParams', call: "'POST', '/v1/refunds'" } },
  { method: 'POST', path: '/v1/test_helpers/confirmation_tokens', sdk: { file: 'TestHelpers/ConfirmationTokens', params: 'ConfirmationTokenCreateParams', call: "'POST', '/v1/test_helpers/confirmation_tokens'" }, nested: ['payment_method_data.us_bank_account', 'payment_method_data.billing_details'] },
];

/** The keys accepted under a nested parameter, each with its own keys when we send it (null: not checked further). */
type NestedKeys = { [key: string]: NestedKeys | null };

interface OperationSubset {
  method: string;
  path: string;
  parameters: string[];
  required: string[];
  nested?: NestedKeys;
}

type OpenApi = {
  info: { version: string };
  paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean }[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown>; required?: string[] } }> } }>>;
};

function fromSpec(specPath: string): { source: string; apiVersion: string; operations: OperationSubset[] } {
  const spec = JSON.parse(fs.readFileSync(specPath, 'utf8')) as OpenApi;
  const operations = OPERATIONS.map(({ method, path: p }) => {
    const op = spec.paths[p]?.[method.toLowerCase()];
    if (!op) throw new Error(`${method} ${p} is not in ${specPath}`);
    const query = (op.parameters ?? []).filter((q) => q.in === 'query');
    const form = op.requestBody?.content?.['application/x-www-form-urlencoded']?.schema;
    const parameters = [...query.map((q) => q.name), ...Object.keys(form?.properties ?? {})].sort();
    const required = [...query.filter((q) => q.required).map((q) => q.name), ...(form?.required ?? [])].sort();
    return { method, path: p, parameters, required };
  });
  return { source: `stripe/openapi openapi/spec3.json (${path.basename(specPath)})`, apiVersion: spec.info.version, operations };
}

/** The top-level properties of one generated `interface Name { … }` (nested interfaces live in a namespace after it). */
function interfaceProperties(source: string, name: string): { parameters: string[]; required: string[] } {
  const start = source.search(new RegExp(`interface ${name} (extends [A-Za-z]+ )?\\{`));
  if (start < 0) throw new Error(`interface ${name} not found`);
  const parameters: string[] = [];
  const required: string[] = [];
  let depth = 0;
  let inComment = false;
  for (const line of source.slice(start).split('\n')) {
    const trimmed = line.trim();
    if (inComment || trimmed.startsWith('/**')) {
      inComment = !trimmed.endsWith('*/');
      continue;
    }
    if (depth === 1) {
      const property = /^([a-z_][a-z0-9_]*)(\??):/.exec(trimmed);
      if (property?.[1]) {
        parameters.push(property[1]);
        if (property[2] !== '?') required.push(property[1]);
      }
    }
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    if (depth === 0 && parameters.length + required.length > 0) break;
    if (depth === 0 && trimmed.endsWith('}')) break;
  }
  return { parameters: parameters.sort(), required: required.sort() };
}

/** The object type of a property (arrays, nulls and Emptyable<> aside), or null for a scalar. */
function objectTypeOf(checker: ts.TypeChecker, type: ts.Type): ts.Type | null {
  const parts = type.isUnion() ? type.types : [type];
  const object = parts.find((t) => (t.flags & ts.TypeFlags.Object) !== 0 && !checker.isArrayType(t) && t.getProperties().length > 0);
  return object ?? null;
}

/** The keys under `type`, following `paths` (dotted, relative) and everything under a path's end, to `depth` levels. */
function nestedKeys(checker: ts.TypeChecker, type: ts.Type, paths: string[][], depth: number): NestedKeys {
  const keys: NestedKeys = {};
  for (const property of checker.getPropertiesOfType(type)) {
    const name = property.getName();
    const follow = paths.filter((p) => p[0] === name).map((p) => p.slice(1));
    const whole = follow.some((p) => p.length === 0);
    const inner = objectTypeOf(checker, checker.getNonNullableType(checker.getTypeOfSymbol(property)));
    if (inner && depth > 0 && (whole || follow.length > 0)) keys[name] = nestedKeys(checker, inner, whole ? [[]] : follow, depth - 1);
    else keys[name] = null;
  }
  // `[[]]` means "everything below": each child is followed as a whole.
  if (paths.length === 1 && paths[0]?.length === 0) {
    for (const property of checker.getPropertiesOfType(type)) {
      const inner = objectTypeOf(checker, checker.getNonNullableType(checker.getTypeOfSymbol(property)));
      if (inner && depth > 0) keys[property.getName()] = nestedKeys(checker, inner, [[]], depth - 1);
    }
  }
  return keys;
}

function sdkNested(file: string, params: string, nested: string[]): NestedKeys {
  const fileName = path.join(SDK, `${file}.d.ts`);
  const program = ts.createProgram([fileName], { strict: true, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(fileName);
  if (!source) throw new Error(`cannot read ${fileName}`);
  let found: ts.Type | null = null;
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === params) found = checker.getTypeAtLocation(node);
    else ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error(`interface ${params} not found in ${file}.d.ts`);
  const root = nestedKeys(checker, found, nested.map((p) => p.split('.')), 5);
  // Only the parameters we send are kept: the subset stays small.
  const tops = new Set(nested.map((p) => p.split('.')[0] ?? ''));
  return Object.fromEntries(Object.entries(root).filter(([name]) => tops.has(name)));
}

function fromSdk(): { source: string; apiVersion: string; operations: OperationSubset[] } {
  const openApiVersion = fs.readFileSync(path.join(ROOT, 'node_modules/stripe/OPENAPI_VERSION'), 'utf8').trim();
  const sdkVersion = fs.readFileSync(path.join(ROOT, 'node_modules/stripe/VERSION'), 'utf8').trim();
  const operations = OPERATIONS.map(({ method, path: p, sdk }) => {
    const js = fs.readFileSync(path.join(SDK, `${sdk.file}.js`), 'utf8');
    // The SDK's request for this operation is generated with the same method and path as the description.
    if (!js.includes(`_makeRequest(${sdk.call}`)) throw new Error(`${sdk.file}.js has no ${method} ${p}`);
    const declarations = fs.readFileSync(path.join(SDK, `${sdk.file}.d.ts`), 'utf8');
    const nested = OPERATIONS.find((o) => o.path === p && o.method === method)?.nested;
    return { method, path: p, ...interfaceProperties(declarations, sdk.params), ...(nested ? { nested: sdkNested(sdk.file, sdk.params, nested) } : {}) };
  });
  return {
    source: `Stripe's OpenAPI description ${openApiVersion} as generated into the stripe SDK ${sdkVersion} (node_modules/stripe/cjs/resources)`,
    apiVersion: Stripe.API_VERSION,
    operations,
  };
}

const specArg = process.argv.indexOf('--spec');
const subset = specArg > 0 && process.argv[specArg + 1] ? fromSpec(process.argv[specArg + 1] as string) : fromSdk();
fs.writeFileSync(OUT, `${JSON.stringify(subset, null, 2)}\n`);
console.log(`wrote ${path.relative(ROOT, OUT)}: ${subset.operations.length} operations, API version ${subset.apiVersion}`);
