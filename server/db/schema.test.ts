import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './schema';
import {
  contactSubmissions,
  couponRedemptions,
  coupons,
  featuredProducts,
  heroImages,
  newsletterSubscribers,
  orderItems,
  orders,
  products,
  profiles,
  quotes,
  sessions,
  siteSettings,
  supportTickets,
  testimonials,
  users,
  type NewOrder,
  type NewProduct,
} from './schema';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

let client: PGlite;
let db: PgliteDatabase<typeof schema>;

beforeAll(async () => {
  client = await PGlite.create();
  db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
});

afterAll(async () => {
  await client.close();
});

/** The PostgreSQL error behind a failed query (drizzle wraps it in `cause`). */
function pgError(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  while (current instanceof Error) {
    if ('code' in current && typeof current.code === 'string') {
      const constraint = 'constraint' in current && typeof current.constraint === 'string' ? current.constraint : undefined;
      return { code: current.code, constraint };
    }
    current = current.cause;
  }
  return {};
}

const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

async function expectRefused(query: PromiseLike<unknown>, code: string, constraint?: string): Promise<void> {
  const error = await Promise.resolve(query).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the database accepted it').toBeDefined();
  const found = pgError(error);
  expect(found.code).toBe(code);
  if (constraint) expect(found.constraint).toBe(constraint);
}

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}`;

function productRow(overrides: Partial<NewProduct> = {}): NewProduct {
  const name = unique('R-TEST');
  return { name, slug: name.toLowerCase(), price: '100.00', ...overrides };
}

function orderRow(overrides: Partial<NewOrder> = {}): NewOrder {
  return {
    orderNumber: unique('FF-TEST'),
    customerName: 'Test Buyer',
    customerEmail: 'buyer@example.com',
    subtotalAmount: '100.00',
    discountAmount: '10.00',
    shippingCost: '50.00',
    taxAmount: '7.20',
    totalAmount: '147.20',
    shippingAddress: { street: '1 Main St', city: 'Dallas', state: 'TX', zipCode: '75201', country: 'US' },
    ...overrides,
  };
}

async function insertOrder(overrides: Partial<NewOrder> = {}): Promise<string> {
  const [row] = await db.insert(orders).values(orderRow(overrides)).returning({ id: orders.id });
  if (!row) throw new Error('order not inserted');
  return row.id;
}

async function insertUser(): Promise<string> {
  const id = unique('user');
  await db.insert(users).values({ id, name: 'Test User', email: `${id}@example.com` });
  return id;
}

describe('migrations', () => {
  it('create every table of the schema', async () => {
    const result = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = result.rows.map((row) => row.table_name);
    for (const table of [
      'users',
      'sessions',
      'accounts',
      'verifications',
      'profiles',
      'products',
      'orders',
      'order_items',
      'quotes',
      'quote_items',
      'coupons',
      'coupon_redemptions',
      'site_settings',
      'notification_settings',
      'contact_info',
      'contact_submissions',
      'support_tickets',
      'newsletter_subscribers',
      'testimonials',
      'team_members',
      'certificates',
      'hero_images',
      'adverts',
      'featured_products',
      'blog_posts',
      'email_outbox',
      'idempotency_keys',
    ]) {
      expect(tables).toContain(table);
    }
  });
});

describe('defaults', () => {
  it('gives a new product the spec defaults', async () => {
    const [row] = await db.insert(products).values(productRow()).returning();
    expect(row).toMatchObject({
      category: 'HFC',
      brand: 'FrigidFlow',
      condition: 'new',
      availability: 'in_stock',
      stockQuantity: 0,
      packagingOptions: [],
      images: [],
      applications: [],
      technicalSpecs: {},
      certificateUrls: [],
      palletPrice: null,
    });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps money exact as a two-decimal string', async () => {
    const [row] = await db.insert(products).values(productRow({ price: '229.1' })).returning({ price: products.price });
    expect(row?.price).toBe('229.10');
  });

  it('starts an order pending, paid by credit card', async () => {
    const id = await insertOrder();
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: 'pending', paymentMethod: 'credit_card', userId: null });
  });

  it('gives a new user the user role and a profile English', async () => {
    const userId = await insertUser();
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    expect(user?.role).toBe('user');
    const [profile] = await db.insert(profiles).values({ userId }).returning();
    expect(profile?.preferredLanguage).toBe('en');
  });

  it('gives each newsletter subscriber its own unsubscribe token', async () => {
    const rows = await db
      .insert(newsletterSubscribers)
      .values([{ email: 'a@example.com' }, { email: 'b@example.com' }])
      .returning();
    expect(rows.map((r) => r.source)).toEqual(['website', 'website']);
    expect(rows[0]?.unsubscribeToken).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[0]?.unsubscribeToken).not.toBe(rows[1]?.unsubscribeToken);
  });

  it('starts contact submissions open, tickets open at medium priority, testimonials unapproved at 5 stars', async () => {
    const [submission] = await db
      .insert(contactSubmissions)
      .values({ name: 'A', email: 'a@example.com', message: 'Hello' })
      .returning();
    expect(submission?.status).toBe('open');
    const [ticket] = await db
      .insert(supportTickets)
      .values({ name: 'A', email: 'a@example.com', category: 'order', subject: 'S', message: 'M' })
      .returning();
    expect(ticket).toMatchObject({ status: 'open', priority: 'medium' });
    const [testimonial] = await db.insert(testimonials).values({ name: 'A', content: 'Great' }).returning();
    expect(testimonial).toMatchObject({ rating: 5, approved: false, isDemo: false });
  });
});

describe('constraints refuse bad states', () => {
  it('refuses an order item with quantity 0', async () => {
    const orderId = await insertOrder();
    await expectRefused(
      db.insert(orderItems).values({ orderId, productName: 'R-410A', quantity: 0, price: '229.00', packaging: '1 Cylinder' }),
      CHECK_VIOLATION,
      'order_items_quantity_check',
    );
  });

  it('refuses a duplicate product slug', async () => {
    await db.insert(products).values(productRow({ slug: 'r-dup' }));
    await expectRefused(db.insert(products).values(productRow({ slug: 'r-dup' })), UNIQUE_VIOLATION, 'products_slug_unique');
  });

  it('refuses a duplicate SKU', async () => {
    await db.insert(products).values(productRow({ sku: 'FF-DUP-1' }));
    await expectRefused(db.insert(products).values(productRow({ sku: 'FF-DUP-1' })), UNIQUE_VIOLATION, 'products_sku_unique');
  });

  it('refuses a negative price, a negative stock and a container discount above 1', async () => {
    await expectRefused(db.insert(products).values(productRow({ price: '-1.00' })), CHECK_VIOLATION, 'products_price_check');
    await expectRefused(db.insert(products).values(productRow({ stockQuantity: -1 })), CHECK_VIOLATION, 'products_stock_quantity_check');
    await expectRefused(db.insert(products).values(productRow({ discount20ft: '1.5' })), CHECK_VIOLATION, 'products_discount_20ft_check');
  });

  it('refuses a category outside the enumeration', async () => {
    await expectRefused(
      db.execute(sql`insert into products (name, slug, price, category) values ('X', ${unique('x')}, 1, 'HCF')`),
      CHECK_VIOLATION,
      'products_category_check',
    );
  });

  it('refuses a duplicate coupon code', async () => {
    await db.insert(coupons).values({ code: 'DUPE', title: 'A', discountValue: '5' });
    await expectRefused(db.insert(coupons).values({ code: 'DUPE', title: 'B', discountValue: '5' }), UNIQUE_VIOLATION, 'coupons_code_unique');
  });

  it('refuses a lower-case coupon code', async () => {
    await expectRefused(db.insert(coupons).values({ code: 'welcome10', title: 'A', discountValue: '10' }), CHECK_VIOLATION, 'coupons_code_upper_check');
  });

  it('refuses a discount of 0 and a discount type outside percentage/fixed', async () => {
    await expectRefused(db.insert(coupons).values({ code: unique('ZERO').toUpperCase(), title: 'A', discountValue: '0' }), CHECK_VIOLATION);
    await expectRefused(
      db.execute(sql`insert into coupons (code, title, discount_type, discount_value) values ('BOGO', 'A', 'bogo', 5)`),
      CHECK_VIOLATION,
      'coupons_discount_type_check',
    );
  });

  it('refuses current_uses above max_uses, and lets an unlimited coupon count freely', async () => {
    await expectRefused(
      db.insert(coupons).values({ code: 'LIMITED', title: 'A', discountValue: '5', maxUses: 2, currentUses: 3 }),
      CHECK_VIOLATION,
      'coupons_uses_within_max_check',
    );
    await db.insert(coupons).values({ code: 'LIMIT2', title: 'A', discountValue: '5', maxUses: 2, currentUses: 2 });
    await expectRefused(
      db.update(coupons).set({ currentUses: sql`${coupons.currentUses} + 1` }).where(eq(coupons.code, 'LIMIT2')),
      CHECK_VIOLATION,
      'coupons_uses_within_max_check',
    );
    const [unlimited] = await db.insert(coupons).values({ code: 'OPEN', title: 'A', discountValue: '5', currentUses: 1000 }).returning();
    expect(unlimited?.maxUses).toBeNull();
  });

  it('refuses an order status outside the enumeration', async () => {
    const id = await insertOrder();
    await expectRefused(
      db.execute(sql`update orders set status = 'lost' where id = ${id}`),
      CHECK_VIOLATION,
      'orders_status_check',
    );
  });

  it('refuses a quote status, payment method or hero location outside its enumeration', async () => {
    await expectRefused(
      db.execute(
        sql`insert into quotes (quote_number, customer_name, customer_email, company_name, status) values ('Q-1', 'A', 'a@example.com', 'Co', 'maybe')`,
      ),
      CHECK_VIOLATION,
      'quotes_status_check',
    );
    const orderId = await insertOrder();
    await expectRefused(
      db.execute(sql`update orders set payment_method = 'bitcoin' where id = ${orderId}`),
      CHECK_VIOLATION,
      'orders_payment_method_check',
    );
    await expectRefused(
      db.execute(sql`insert into hero_images (page_name, image_url) values ('footer-hero', '/x.png')`),
      CHECK_VIOLATION,
      'hero_images_page_name_check',
    );
  });

  it('refuses an order whose total does not add up, or a discount above the subtotal', async () => {
    await expectRefused(db.insert(orders).values(orderRow({ totalAmount: '150.00' })), CHECK_VIOLATION, 'orders_total_consistent_check');
    await expectRefused(
      db.insert(orders).values(orderRow({ subtotalAmount: '5.00', discountAmount: '10.00', totalAmount: '52.20' })),
      CHECK_VIOLATION,
      'orders_discount_amount_check',
    );
  });

  it('refuses a rating of 6 or 0', async () => {
    await expectRefused(db.insert(testimonials).values({ name: 'A', content: 'B', rating: 6 }), CHECK_VIOLATION, 'testimonials_rating_check');
    await expectRefused(db.insert(testimonials).values({ name: 'A', content: 'B', rating: 0 }), CHECK_VIOLATION, 'testimonials_rating_check');
  });

  it('refuses the same product twice in one featured section', async () => {
    const [product] = await db.insert(products).values(productRow()).returning({ id: products.id });
    if (!product) throw new Error('product not inserted');
    await db.insert(featuredProducts).values({ productId: product.id, sectionName: 'featured' });
    await db.insert(featuredProducts).values({ productId: product.id, sectionName: 'trending' });
    await expectRefused(
      db.insert(featuredProducts).values({ productId: product.id, sectionName: 'featured' }),
      UNIQUE_VIOLATION,
      'featured_products_section_product_unique',
    );
  });

  it('refuses a second hero image for one location and a duplicate newsletter e-mail', async () => {
    await db.insert(heroImages).values({ pageName: 'about-hero', imageUrl: '/a.png' });
    await expectRefused(db.insert(heroImages).values({ pageName: 'about-hero', imageUrl: '/b.png' }), UNIQUE_VIOLATION);
    await db.insert(newsletterSubscribers).values({ email: 'dup@example.com' });
    await expectRefused(db.insert(newsletterSubscribers).values({ email: 'dup@example.com' }), UNIQUE_VIOLATION);
  });

  it('refuses redeeming one coupon twice on one order', async () => {
    const [coupon] = await db.insert(coupons).values({ code: 'ONCE', title: 'A', discountValue: '5' }).returning({ id: coupons.id });
    if (!coupon) throw new Error('coupon not inserted');
    const orderId = await insertOrder();
    await db.insert(couponRedemptions).values({ couponId: coupon.id, orderId });
    await expectRefused(db.insert(couponRedemptions).values({ couponId: coupon.id, orderId }), UNIQUE_VIOLATION);
  });

  it('refuses a session for a user that does not exist', async () => {
    await expectRefused(
      db.insert(sessions).values({ id: unique('s'), token: unique('t'), userId: 'nobody', expiresAt: new Date() }),
      FOREIGN_KEY_VIOLATION,
    );
  });
});

describe('deletions', () => {
  it('keeps an order when its product or customer is deleted, and drops its lines with it', async () => {
    const userId = await insertUser();
    const [product] = await db.insert(products).values(productRow()).returning({ id: products.id });
    if (!product) throw new Error('product not inserted');
    const orderId = await insertOrder({ userId });
    await db.insert(orderItems).values({ orderId, productId: product.id, productName: 'R-TEST', quantity: 2, price: '100.00', packaging: '1 Cylinder' });

    await db.delete(products).where(eq(products.id, product.id));
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item).toMatchObject({ productId: null, productName: 'R-TEST', quantity: 2 });

    await db.delete(users).where(eq(users.id, userId));
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.userId).toBeNull();

    await db.delete(orders).where(eq(orders.id, orderId));
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).toEqual([]);
  });

  it('drops a user\u2019s sessions and profile with the user', async () => {
    const userId = await insertUser();
    await db.insert(profiles).values({ userId });
    await db.insert(sessions).values({ id: unique('s'), token: unique('t'), userId, expiresAt: new Date() });
    await db.delete(users).where(eq(users.id, userId));
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.userId, userId))).toEqual([]);
  });
});

describe('site settings', () => {
  it('keeps one row per key', async () => {
    await db.insert(siteSettings).values({ settingKey: 'company_name', settingValue: 'A' });
    await expectRefused(db.insert(siteSettings).values({ settingKey: 'company_name', settingValue: 'B' }), UNIQUE_VIOLATION);
  });
});

describe('enumerations', () => {
  it('accepts every quote status of the domain list', async () => {
    for (const status of ['pending', 'reviewed', 'quoted', 'accepted', 'declined'] as const) {
      await db.insert(quotes).values({ quoteNumber: unique('Q'), customerName: 'A', customerEmail: 'a@example.com', companyName: 'Co', status });
    }
  });
});
