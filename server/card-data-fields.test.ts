import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cardDataFieldReason } from '@domain/card-data-fields';
import { signInNewAdmin } from './modules/audit/testing';
import { call } from './modules/auth/testing';
import { line, makeProduct, orderBody, placeOrder } from './modules/orders/testing';
import { createTestApp, type TestApp } from './testing/test-app';

/**
 * No schema of ours accepts a card number or a security code (issue 25, docs/decisions/040, RELIABILITY 42): every
 * zod schema exported by domain/schemas/* and every schema of the app's OpenAPI document is walked, and each object
 * field is put to `cardDataFieldReason`.
 */

type JsonSchema = { [key: string]: unknown };
interface Finding {
  where: string;
  reason: string;
}

const isObject = (value: unknown): value is JsonSchema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every object field under a JSON schema, with the names of the fields above it. */
function cardDataFields(schema: unknown, where: string, parents: readonly string[] = [], seen = new Set<unknown>()): Finding[] {
  if (!isObject(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const found: Finding[] = [];
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [name, child] of Object.entries(properties)) {
    const description = isObject(child) && typeof child.description === 'string' ? child.description : undefined;
    const reason = cardDataFieldReason({ name, parents, ...(description ? { description } : {}) });
    if (reason) found.push({ where: `${where} ${[...parents, name].join('.')}`, reason });
    found.push(...cardDataFields(child, where, [...parents, name], seen));
  }
  for (const key of ['items', 'additionalProperties', 'not', 'then', 'else', 'if']) found.push(...cardDataFields(schema[key], where, parents, seen));
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    const list = schema[key];
    if (Array.isArray(list)) for (const part of list) found.push(...cardDataFields(part, where, parents, seen));
  }
  for (const key of ['$defs', 'definitions']) {
    const defs = schema[key];
    if (isObject(defs)) for (const def of Object.values(defs)) found.push(...cardDataFields(def, where, parents, seen));
  }
  return found;
}

/** Every schema in a document (an OpenAPI description): each object with properties is walked from there. */
function cardDataFieldsInDocument(node: unknown, where: string): Finding[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => cardDataFieldsInDocument(item, `${where}[${i}]`));
  if (!isObject(node)) return [];
  if (isObject(node.properties)) return cardDataFields(node, where);
  return Object.entries(node).flatMap(([key, value]) => cardDataFieldsInDocument(value, `${where}/${key}`));
}

/** A zod schema as JSON schema, as the request sees it (before transforms). */
function jsonOfZod(schema: z.ZodType): unknown {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

const schemasDir = path.resolve(import.meta.dirname, '../domain/schemas');

async function domainSchemas(): Promise<[string, z.ZodType][]> {
  const files = fs.readdirSync(schemasDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const found: [string, z.ZodType][] = [];
  for (const file of files) {
    const module = (await import(path.join(schemasDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) if (value instanceof z.ZodType) found.push([`${file}:${name}`, value]);
  }
  return found;
}

describe('the card-data walk itself', () => {
  it("flags the old checkout's card number and security code, and passes what may be kept about a card", () => {
    const oldBody = z.object({ card: z.object({ cardholderName: z.string(), number: z.string(), expiry: z.string(), cvc: z.string() }), payment: z.object({ token: z.string(), last4: z.string() }) });
    expect(cardDataFields(jsonOfZod(oldBody), 'old').map((f) => f.where)).toEqual(['old card.number', 'old card.cvc']);
    const schema = { type: 'object', properties: { data: { type: 'array', items: { anyOf: [{ type: 'object', properties: { cardNumber: { type: 'string' } } }] } } } };
    const openApi = { paths: { '/api/x': { post: { requestBody: { content: { 'application/json': { schema } } } } } } };
    expect(cardDataFieldsInDocument(openApi, 'doc').map((f) => f.where)).toEqual(["doc/paths//api/x/post/requestBody/content/application/json/schema data.cardNumber"]);
  });
});

describe('no schema of ours accepts card data (docs/decisions/040)', () => {
  let t: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = (await signInNewAdmin(t.app, t.database.db)).cookie;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('finds no card-number or security-code field in any zod schema of domain/schemas', async () => {
    const schemas = await domainSchemas();
    expect(schemas.length).toBeGreaterThan(50);
    const findings = schemas.flatMap(([name, schema]) => cardDataFields(jsonOfZod(schema), name));
    expect(findings).toEqual([]);
  });

  it("finds none in the app's OpenAPI document, admin API included", async () => {
    const res = await call(t.app, 'GET', '/api/docs/json', { cookie: adminCookie });
    expect(res.statusCode).toBe(200);
    const document = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/orders', '/api/payments/webhook', '/api/orders/{orderNumber}/payment/sync']));
    expect(Object.keys(document.paths).some((p) => p.startsWith('/sandbox-pay'))).toBe(false);
    expect(cardDataFieldsInDocument(document, 'openapi')).toEqual([]);
  });

  it('refuses the old order body (card.number, card.cvc) with 400 naming card, echoing none of it', async () => {
    const product = await makeProduct(t.database.db);
    const res = await placeOrder(t.app, {
      ...orderBody([line(product.id)], { payment: undefined }),
      card: { cardholderName: 'Dana Cooper', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '737', phone: '555-0100' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.card).toBe('Card details are collected by the payment provider; send payment.token.');
    expect(res.body).not.toMatch(/4242|737/);
  });
});
