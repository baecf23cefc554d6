import { asc, count, eq } from 'drizzle-orm';
import { TRANSLATED_LANGUAGES } from '@domain/translations';
import { ADVERT_MESSAGES, type AdminAdvert, type AdvertListResponse, type AdvertValues } from '@domain/schemas/adverts';
import { adverts, type Advert } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { assertSameVersion, type AdminActor } from '../audit/admin-actor';
import { recordAudit } from '../audit/audit.service';

const ENTITY = 'advert';

/** What the audit log keeps of an advert: its fields as the admin sees them. */
function record(row: Advert) {
  return {
    title: row.title,
    content: row.content,
    type: row.type,
    isActive: row.isActive,
    dismissible: row.dismissible,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    orderIndex: row.orderIndex,
    translations: row.translations,
  };
}

function view(row: Advert): AdminAdvert {
  return { id: row.id, ...record(row), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The stored columns; the HTML passes the one allow-list (server/lib/sanitize-html.ts) before it is stored. */
function columnsOf(values: AdvertValues) {
  return {
    title: values.title,
    content: sanitizeHtml(values.content),
    type: values.type,
    isActive: values.isActive,
    dismissible: values.dismissible,
    startDate: values.startDate === null ? null : new Date(values.startDate),
    endDate: values.endDate === null ? null : new Date(values.endDate),
    translations: sanitizedTranslations(values.translations),
  };
}

/** The French and Spanish content pass the same allow-list as the English. */
function sanitizedTranslations(translations: AdvertValues['translations']): AdvertValues['translations'] {
  const out: AdvertValues['translations'] = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = translations[language];
    if (texts) out[language] = typeof texts.content === 'string' ? { ...texts, content: sanitizeHtml(texts.content) } : texts;
  }
  return out;
}

const notFound = () => new AppError('not_found', ADVERT_MESSAGES.notFound);

/** Advert Management (/api/admin/adverts); every write audited in its transaction, then the public adverts refreshed. */
export class AdvertAdminService {
  constructor(
    private readonly db: Db,
    private readonly onChange: () => void,
  ) {}

  /** In the storefront's order (order index, then oldest first). */
  async list({ page, pageSize }: { page: number; pageSize: number }): Promise<AdvertListResponse> {
    const [rows, totals] = await Promise.all([
      this.db.select().from(adverts).orderBy(asc(adverts.orderIndex), asc(adverts.createdAt), asc(adverts.id)).limit(pageSize).offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(adverts),
    ]);
    return { items: rows.map(view), total: totals[0]?.n ?? 0, page, pageSize };
  }

  async get(id: string): Promise<AdminAdvert> {
    const [row] = await this.db.select().from(adverts).where(eq(adverts.id, id));
    if (!row) throw notFound();
    return view(row);
  }

  /** §9: a new advert's order index is the number of adverts (it goes last) unless the form gives one. */
  async create(actor: AdminActor, values: AdvertValues): Promise<AdminAdvert> {
    const row = await this.db.transaction(async (tx) => {
      const [total] = await tx.select({ n: count() }).from(adverts);
      const [created] = await tx
        .insert(adverts)
        .values({ ...columnsOf(values), orderIndex: values.orderIndex ?? total?.n ?? 0 })
        .returning();
      if (!created) throw new Error('advert insert returned no row');
      await recordAudit(tx, actor, { action: 'advert.create', entityType: ENTITY, entityId: created.id, after: record(created) });
      return created;
    });
    this.onChange();
    return view(row);
  }

  async update(actor: AdminActor, id: string, { version, ...values }: AdvertValues & { version: string }): Promise<AdminAdvert> {
    const row = await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(adverts).where(eq(adverts.id, id)).for('update');
      if (!current) throw notFound();
      assertSameVersion(current.updatedAt, version);
      const [updated] = await tx
        .update(adverts)
        .set({ ...columnsOf(values), orderIndex: values.orderIndex ?? current.orderIndex, updatedAt: new Date() })
        .where(eq(adverts.id, id))
        .returning();
      if (!updated) throw notFound();
      await recordAudit(tx, actor, { action: 'advert.update', entityType: ENTITY, entityId: id, before: record(current), after: record(updated) });
      return updated;
    });
    this.onChange();
    return view(row);
  }

  async remove(actor: AdminActor, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(adverts).where(eq(adverts.id, id)).for('update');
      if (!current) throw notFound();
      await tx.delete(adverts).where(eq(adverts.id, id));
      await recordAudit(tx, actor, { action: 'advert.delete', entityType: ENTITY, entityId: id, before: record(current) });
    });
    this.onChange();
  }

  /** The form's live preview: the HTML exactly as the allow-list would store it. */
  preview(content: string): { html: string } {
    return { html: sanitizeHtml(content) };
  }
}
