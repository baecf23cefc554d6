import { and, asc, eq } from 'drizzle-orm';
import type { HeroLocation } from '@domain/content';
import { HERO_IMAGE_MESSAGES, type HeroImage, type HeroImageValues, type PublicHeroImage } from '@domain/schemas/hero-images';
import { CachedValue } from '../../lib/cached-value';
import { heroImages } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { assertSameVersion, type AdminActor } from '../audit/admin-actor';
import { recordAudit } from '../audit/audit.service';

type Row = typeof heroImages.$inferSelect;
const ENTITY = 'hero_image';

function toImage(row: Row): HeroImage {
  return { id: row.id, pageName: row.pageName, imageUrl: row.imageUrl, altText: row.altText, translations: row.translations, isActive: row.isActive, updatedAt: row.updatedAt.toISOString() };
}

function record(row: Row) {
  return { pageName: row.pageName, imageUrl: row.imageUrl, altText: row.altText, translations: row.translations, isActive: row.isActive, updatedAt: row.updatedAt };
}

const notFound = () => new AppError('not_found', HERO_IMAGE_MESSAGES.notFound);

/** The active image of a location, or null (the home page's content reads homepage-hero with it). */
export async function activeHeroImage(db: Db, location: HeroLocation): Promise<PublicHeroImage | null> {
  const [row] = await db
    .select({ imageUrl: heroImages.imageUrl, altText: heroImages.altText, translations: heroImages.translations })
    .from(heroImages)
    .where(and(eq(heroImages.pageName, location), eq(heroImages.isActive, true)));
  return row ?? null;
}

/** Website Image Management (back-office spec §2, §7): one image per location (an upsert on it), active or not. */
export class HeroImageService {
  /** Every location's active image, kept in memory: the storefront pages read theirs on every render. */
  private readonly published: CachedValue<ReadonlyMap<string, PublicHeroImage>>;

  constructor(
    private readonly db: Db,
    private readonly onChange: () => void,
  ) {
    this.published = new CachedValue(async () => {
      const rows = await this.db
        .select({ pageName: heroImages.pageName, imageUrl: heroImages.imageUrl, altText: heroImages.altText, translations: heroImages.translations })
        .from(heroImages)
        .where(eq(heroImages.isActive, true));
      return new Map(rows.map(({ pageName, ...image }) => [pageName, image]));
    });
  }

  /** The active image of a location, or null. */
  active(location: HeroLocation): Promise<PublicHeroImage | null> {
    return activeHeroImage(this.db, location);
  }

  /** The active image of a location from memory (GET /api/content/hero-images), or null. */
  async shown(location: HeroLocation): Promise<PublicHeroImage | null> {
    return (await this.published.get()).get(location) ?? null;
  }

  /** Drops the kept images (every write here, and a write on another instance through the change bus). */
  invalidate(): void {
    this.published.invalidate();
  }

  /** Every location's image, by location (seven at most). */
  async list(): Promise<{ items: HeroImage[] }> {
    const rows = await this.db.select().from(heroImages).orderBy(asc(heroImages.pageName));
    return { items: rows.map(toImage) };
  }

  /** Sets the image of a location, replacing the one it had (spec §7: upsert on page_name). */
  async save(actor: AdminActor, values: HeroImageValues): Promise<HeroImage> {
    const row = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(heroImages).where(eq(heroImages.pageName, values.pageName)).for('update');
      const [after] = await tx
        .insert(heroImages)
        .values(values)
        .onConflictDoUpdate({ target: heroImages.pageName, set: { imageUrl: values.imageUrl, altText: values.altText, translations: values.translations, isActive: values.isActive, updatedAt: new Date() } })
        .returning();
      if (!after) throw new Error('hero image upsert returned no row');
      await recordAudit(tx, actor, {
        action: before ? 'hero_image.update' : 'hero_image.create',
        entityType: ENTITY,
        entityId: after.id,
        before: before ? record(before) : null,
        after: record(after),
      });
      return after;
    });
    this.onChange();
    return toImage(row);
  }

  /** The eye button: shows or hides a location's image, from the version the screen loaded. */
  async setActive(actor: AdminActor, id: string, { isActive, version }: { isActive: boolean; version: string }): Promise<HeroImage> {
    const row = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(heroImages).where(eq(heroImages.id, id)).for('update');
      if (!before) throw notFound();
      assertSameVersion(before.updatedAt, version);
      const [after] = await tx.update(heroImages).set({ isActive, updatedAt: new Date() }).where(eq(heroImages.id, id)).returning();
      if (!after) throw notFound();
      await recordAudit(tx, actor, { action: 'hero_image.update', entityType: ENTITY, entityId: id, before: record(before), after: record(after) });
      return after;
    });
    this.onChange();
    return toImage(row);
  }

  async remove(actor: AdminActor, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(heroImages).where(eq(heroImages.id, id)).for('update');
      if (!before) throw notFound();
      await tx.delete(heroImages).where(eq(heroImages.id, id));
      await recordAudit(tx, actor, { action: 'hero_image.delete', entityType: ENTITY, entityId: id, before: record(before) });
    });
    this.onChange();
  }
}
