import { asc, count, eq } from 'drizzle-orm';
import type { AboutContentResponse } from '@domain/schemas/about';
import { TEAM_LIMITS, TEAM_MESSAGES, type TeamListResponse, type TeamMember, type TeamMemberValues } from '@domain/schemas/team';
import { CachedJson } from '../../lib/cached-json';
import { teamMembers } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { assertSameVersion, type AdminActor } from '../audit/admin-actor';
import { recordAudit } from '../audit/audit.service';
import type { CertificateService } from './certificates.service';
import type { HeroImageService } from './hero-images.service';

type Row = typeof teamMembers.$inferSelect;
const ENTITY = 'team_member';
const order = [asc(teamMembers.orderIndex), asc(teamMembers.createdAt), asc(teamMembers.id)];

function toMember(row: Row): TeamMember {
  return { id: row.id, name: row.name, position: row.position, bio: row.bio, imageUrl: row.imageUrl, orderIndex: row.orderIndex, isDemo: row.isDemo, translations: row.translations, updatedAt: row.updatedAt.toISOString() };
}

function record(row: Row) {
  return { name: row.name, position: row.position, bio: row.bio, imageUrl: row.imageUrl, orderIndex: row.orderIndex, translations: row.translations, updatedAt: row.updatedAt };
}

const notFound = () => new AppError('not_found', TEAM_MESSAGES.notFound);

/** Team Management (back-office spec §2, §5): the list and the add/edit card; deletions are immediate (spec §5). */
export class TeamService {
  constructor(
    private readonly db: Db,
    private readonly onChange: () => void,
  ) {}

  /** Every member in display order. A team is a handful of people: the list is bounded rather than paged. */
  async list(): Promise<TeamListResponse> {
    const rows = await this.db.select().from(teamMembers).orderBy(...order).limit(TEAM_LIMITS.members);
    return { items: rows.map(toMember) };
  }

  /** Adds a member; an order index of 0 puts it at the end (the current count, spec §5). */
  async create(actor: AdminActor, values: TeamMemberValues): Promise<TeamMember> {
    const row = await this.db.transaction(async (tx) => {
      const orderIndex = values.orderIndex === 0 ? ((await tx.select({ n: count() }).from(teamMembers))[0]?.n ?? 0) : values.orderIndex;
      const [created] = await tx.insert(teamMembers).values({ ...values, orderIndex }).returning();
      if (!created) throw new Error('team member insert returned no row');
      await recordAudit(tx, actor, { action: 'team_member.create', entityType: ENTITY, entityId: created.id, after: record(created) });
      return created;
    });
    this.onChange();
    return toMember(row);
  }

  async update(actor: AdminActor, id: string, { version, ...values }: TeamMemberValues & { version: string }): Promise<TeamMember> {
    const row = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for('update');
      if (!before) throw notFound();
      assertSameVersion(before.updatedAt, version);
      // An edit flags the member as the shop's own: it is no longer the seed's demo content.
      const [after] = await tx.update(teamMembers).set({ ...values, isDemo: false, updatedAt: new Date() }).where(eq(teamMembers.id, id)).returning();
      if (!after) throw notFound();
      await recordAudit(tx, actor, { action: 'team_member.update', entityType: ENTITY, entityId: id, before: record(before), after: record(after) });
      return after;
    });
    this.onChange();
    return toMember(row);
  }

  async remove(actor: AdminActor, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for('update');
      if (!before) throw notFound();
      await tx.delete(teamMembers).where(eq(teamMembers.id, id));
      await recordAudit(tx, actor, { action: 'team_member.delete', entityType: ENTITY, entityId: id, before: record(before) });
    });
    this.onChange();
  }
}

/**
 * /about's database content (team, about-hero and about-facility images, active certificates) in one answer served
 * from memory; team, hero image and certificate writes call invalidate().
 */
export class AboutContent {
  readonly cached: CachedJson<AboutContentResponse>;

  constructor(
    private readonly db: Db,
    private readonly heroImages: HeroImageService,
    private readonly certificates: CertificateService,
  ) {
    this.cached = new CachedJson(() => this.read());
  }

  invalidate(): void {
    this.cached.invalidate();
  }

  async read(): Promise<AboutContentResponse> {
    const [rows, hero, facility, certificates] = await Promise.all([
      this.db.select().from(teamMembers).orderBy(...order).limit(TEAM_LIMITS.members),
      this.heroImages.active('about-hero'),
      this.heroImages.active('about-facility'),
      this.certificates.active(),
    ]);
    return {
      team: rows.map(({ id, name, position, bio, imageUrl, isDemo, translations }) => ({ id, name, position, bio, imageUrl, isDemo, translations })),
      hero,
      facility,
      certificates,
    };
  }
}
