import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import {
  CERTIFICATE_LIMITS,
  CERTIFICATE_MESSAGES,
  type AdminCertificate,
  type CertificateValues,
  type ProductCertificates,
  type PublicCertificate,
  type PublicCertificatesResponse,
} from '@domain/schemas/certificates';
import { CachedJson } from '../../lib/cached-json';
import { certificates, products } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { assertSameVersion, type AdminActor } from '../audit/admin-actor';
import { recordAudit } from '../audit/audit.service';

type Row = typeof certificates.$inferSelect;
const ENTITY = 'certificate';
/** Spec §7: by type, then order index. */
const order = [asc(certificates.type), asc(certificates.orderIndex), asc(certificates.createdAt), asc(certificates.id)];

function toAdmin(row: Row): AdminCertificate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    pdfUrl: row.pdfUrl,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    orderIndex: row.orderIndex,
    isDemo: row.isDemo,
    translations: row.translations,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toPublic(row: Row): PublicCertificate {
  const { isActive: _active, updatedAt: _version, ...rest } = toAdmin(row);
  return rest;
}

function record(row: Row) {
  const { id: _id, ...fields } = toAdmin(row);
  return fields;
}

const notFound = () => new AppError('not_found', CERTIFICATE_MESSAGES.notFound);

/** Certification Management (back-office spec §2, §5, §7) and the public list of /certifications. */
export class CertificateService {
  readonly publicList: CachedJson<PublicCertificatesResponse>;

  constructor(
    private readonly db: Db,
    private readonly onChange: () => void,
  ) {
    this.publicList = new CachedJson(() => this.readPublic());
  }

  /** Certificate writes and product writes (their documents show here) call this. */
  invalidate(): void {
    this.publicList.invalidate();
  }

  private changed(): void {
    this.invalidate();
    this.onChange();
  }

  async active(): Promise<PublicCertificate[]> {
    const rows = await this.db.select().from(certificates).where(eq(certificates.isActive, true)).orderBy(...order).limit(CERTIFICATE_LIMITS.count);
    return rows.map(toPublic);
  }

  /** Active certificates, then every live product that carries certificate documents, by name. */
  async readPublic(): Promise<PublicCertificatesResponse> {
    const [active, productRows] = await Promise.all([
      this.active(),
      this.db
        .select({ name: products.name, slug: products.slug, sku: products.sku, certificateUrls: products.certificateUrls })
        .from(products)
        .where(sql`${isNull(products.archivedAt)} and jsonb_array_length(${products.certificateUrls}) > 0`)
        .orderBy(asc(products.name))
        .limit(CERTIFICATE_LIMITS.count),
    ]);
    const withDocuments: ProductCertificates[] = productRows.map((row) => ({
      productName: row.name,
      slug: row.slug,
      sku: row.sku || null,
      certificates: row.certificateUrls.map((c) => ({ name: c.name, description: c.description ?? null, type: c.type, pdfUrl: c.pdfUrl })),
    }));
    return { certificates: active, products: withDocuments };
  }

  async list(): Promise<{ items: AdminCertificate[] }> {
    const rows = await this.db.select().from(certificates).orderBy(...order).limit(CERTIFICATE_LIMITS.count);
    return { items: rows.map(toAdmin) };
  }

  /** A new certificate goes last: its order index is the current count (spec §9) unless the form gives one. */
  async create(actor: AdminActor, values: CertificateValues): Promise<AdminCertificate> {
    const row = await this.db.transaction(async (tx) => {
      const orderIndex = values.orderIndex || ((await tx.select({ n: count() }).from(certificates))[0]?.n ?? 0);
      const [created] = await tx.insert(certificates).values({ ...values, orderIndex }).returning();
      if (!created) throw new Error('certificate insert returned no row');
      await recordAudit(tx, actor, { action: 'certificate.create', entityType: ENTITY, entityId: created.id, after: record(created) });
      return created;
    });
    this.changed();
    return toAdmin(row);
  }

  async update(actor: AdminActor, id: string, { version, orderIndex, ...values }: CertificateValues & { version: string }): Promise<AdminCertificate> {
    const row = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(certificates).where(eq(certificates.id, id)).for('update');
      if (!before) throw notFound();
      assertSameVersion(before.updatedAt, version);
      const [after] = await tx
        .update(certificates)
        .set({ ...values, orderIndex: orderIndex ?? before.orderIndex, isDemo: false, updatedAt: new Date() })
        .where(eq(certificates.id, id))
        .returning();
      if (!after) throw notFound();
      await recordAudit(tx, actor, { action: 'certificate.update', entityType: ENTITY, entityId: id, before: record(before), after: record(after) });
      return after;
    });
    this.changed();
    return toAdmin(row);
  }

  /** Immediate, as the spec has it (§5). */
  async remove(actor: AdminActor, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(certificates).where(eq(certificates.id, id)).for('update');
      if (!before) throw notFound();
      await tx.delete(certificates).where(eq(certificates.id, id));
      await recordAudit(tx, actor, { action: 'certificate.delete', entityType: ENTITY, entityId: id, before: record(before) });
    });
    this.changed();
  }
}
