import { Award, BadgeCheck, FileText, FlaskConical, Headset, Leaf, ShieldCheck, Truck, UserRound, type LucideIcon } from 'lucide-react';
import { imageSrcSet } from '@domain/images';
import type { AboutTeamMember } from '@domain/schemas/about';
import type { PublicCertificate } from '@domain/schemas/certificates';
import { useInfoTranslation } from '@web/i18n/info';
import { HeroBackdrop } from '@web/features/content/components/hero-backdrop';
import { SeeAllLink } from '@web/components/ui/see-all-link';
import { SampleCertificateBadge } from '@web/features/certifications/components/certificate-card';
import { useTestimonials } from '@web/features/testimonials/api/get-testimonials';
import { TestimonialCard } from '@web/features/testimonials/components/testimonial-card';
import { TestimonialForm } from '@web/features/testimonials/components/testimonial-form';
import { useAboutContent } from '../api/get-about-content';
import { useLocalized } from '@web/lib/use-localized';

const BADGES = [
  { icon: ShieldCheck, key: 'about.badges.epa' },
  { icon: Award, key: 'about.badges.ahri' },
  { icon: BadgeCheck, key: 'about.badges.iso' },
] as const satisfies readonly { icon: LucideIcon; key: string }[];

const STATS = ['years', 'customers', 'purity'] as const;
const COMMITMENTS = ['testing', 'traceability', 'compliance', 'environment'] as const;
const WHY = [
  { icon: ShieldCheck, key: 'compliance' },
  { icon: Truck, key: 'logistics' },
  { icon: FlaskConical, key: 'purity' },
  { icon: Headset, key: 'support' },
] as const;
/** How many approved testimonials the page shows; the rest are one link away on /testimonials. */
const TESTIMONIALS_SHOWN = 3;
/** Spec §2: three placeholder members when the table is empty. */
const PLACEHOLDER_TEAM = ['leadership', 'compliance', 'sales'] as const;

/**
 * /about (back-office spec §2): hero with the about-hero image when one is active, badges, mission, statistics, quality
 * commitments, the team, why choose us, the facility image, certificates, approved testimonials and the testimonial
 * form. Server-rendered with its reads (/api/content/about, and /api/testimonials as /testimonials reads it).
 */
export function AboutPage() {
  const { t } = useInfoTranslation();
  const { data, isPending } = useAboutContent();
  const hero = data?.hero ?? null;
  const text = useLocalized();
  const facilityAlt = data?.facility ? text(data.facility.altText, data.facility.translations, 'altText') : null;

  return (
    <>
      <section className="relative isolate overflow-hidden bg-brand-950 text-white">
        <HeroBackdrop image={hero} testId="about-hero-image" />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{t('about.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t('about.intro')}</p>
          <ul className="mt-8 flex flex-wrap gap-3" aria-label={t('about.badges.label')}>
            {BADGES.map(({ icon: Icon, key }) => (
              <li key={key} className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold ring-1 ring-white/30">
                <Icon aria-hidden="true" className="size-4 text-amber-300" />
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-mission" className="bg-white py-14">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2 id="about-mission" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('about.mission.title')}
            </h2>
            <p className="mt-4 text-slate-700">{t('about.mission.text')}</p>
            <p className="mt-3 text-slate-700">{t('about.mission.text2')}</p>
          </div>
          <dl className="grid grid-cols-3 gap-4 self-center" data-testid="about-stats">
            {STATS.map((key) => (
              <div key={key} className="rounded-xl bg-brand-50 p-4 text-center">
                <dd className="text-2xl font-bold text-brand-800 sm:text-3xl">{t(`about.stats.${key}.value`)}</dd>
                <dt className="mt-1 text-sm text-slate-700">{t(`about.stats.${key}.label`)}</dt>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="about-quality" className="bg-slate-50 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="about-quality" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('about.quality.title')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {COMMITMENTS.map((key) => (
              <li key={key} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-5">
                <Leaf aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold text-slate-900">{t(`about.quality.${key}.title`)}</span>
                  <span className="mt-1 block text-sm text-slate-700">{t(`about.quality.${key}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-team" className="bg-white py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="about-team" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('about.team.title')}
          </h2>
          <p className="mt-2 text-slate-600">{t('about.team.intro')}</p>
          {isPending ? (
            <p role="status" className="mt-6 text-slate-600">
              {t('about.team.loading')}
            </p>
          ) : (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="team">
              {data && data.team.length > 0
                ? data.team.map((member) => <TeamCard key={member.id} member={member} />)
                : PLACEHOLDER_TEAM.map((key) => (
                    <TeamCard key={key} member={{ name: t(`about.team.placeholders.${key}.name`), position: t(`about.team.placeholders.${key}.position`), bio: t(`about.team.placeholders.${key}.bio`), imageUrl: null }} />
                  ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="about-why" className="bg-slate-50 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="about-why" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('about.why.title')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {WHY.map(({ icon: Icon, key }) => (
              <li key={key} className="rounded-xl border border-slate-200 bg-white p-5">
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                <h3 className="mt-3 font-semibold text-slate-900">{t(`about.why.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-700">{t(`about.why.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {data?.facility ? (
        <section aria-labelledby="about-facility" className="bg-white py-14">
          <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
            <img
              src={data.facility.imageUrl}
              srcSet={imageSrcSet(data.facility.imageUrl)}
              sizes="(min-width: 1024px) 600px, 100vw"
              alt={facilityAlt?.value ?? t('about.facility.alt')}
              lang={facilityAlt?.value ? facilityAlt.lang : undefined}
              loading="lazy"
              width={800}
              height={400}
              className="aspect-2/1 w-full rounded-xl object-cover"
              data-testid="about-facility-image"
            />
            <div>
              <h2 id="about-facility" className="text-2xl font-bold tracking-tight text-slate-900">
                {t('about.facility.title')}
              </h2>
              <p className="mt-3 text-slate-700">{t('about.facility.text')}</p>
            </div>
          </div>
        </section>
      ) : null}

      {data && data.certificates.length > 0 ? (
        <section aria-labelledby="about-certificates" className="bg-slate-50 py-14">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="about-certificates" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('about.certificates.title')}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.certificates.map((certificate) => (
                <AboutCertificate key={certificate.id} certificate={certificate} newWindow={t('about.certificates.newWindow')} />
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <AboutTestimonials />

      <div className="bg-white py-14">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <TestimonialForm />
        </div>
      </div>
    </>
  );
}

/** The first approved testimonials in the /testimonials order, and a link to them all; nothing when there are none. */
function AboutTestimonials() {
  const { t } = useInfoTranslation();
  const items = useTestimonials().data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="about-testimonials" className="bg-white py-14" data-testid="about-testimonials">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="about-testimonials" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('about.testimonials.title')}
          </h2>
          <SeeAllLink to="/testimonials">{t('about.testimonials.all')}</SeeAllLink>
        </div>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.slice(0, TESTIMONIALS_SHOWN).map((item) => (
            <li key={item.id}>
              <TestimonialCard testimonial={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A member's position and bio in the page's language, the English marked lang="en" where none is written (docs/decisions/038). */
/** A certificate of the list, its name in the page's language (English marked lang="en" where it has none). */
function AboutCertificate({ certificate, newWindow }: { certificate: PublicCertificate; newWindow: string }) {
  const text = useLocalized();
  const name = text(certificate.name, certificate.translations, 'name');
  return (
    <li className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="min-w-0">
        <a href={certificate.pdfUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-800 underline-offset-2 hover:underline">
          <span lang={name.lang}>{name.value}</span>
          <span className="sr-only"> {newWindow}</span>
        </a>
        {certificate.isDemo ? (
          <p className="mt-2">
            <SampleCertificateBadge />
          </p>
        ) : null}
      </div>
    </li>
  );
}

function TeamCard({ member }: { member: Pick<AboutTeamMember, 'name' | 'position' | 'bio' | 'imageUrl'> & Partial<Pick<AboutTeamMember, 'translations'>> }) {
  const text = useLocalized();
  const position = text(member.position, member.translations, 'position');
  const bio = text(member.bio, member.translations, 'bio');
  return (
    <li className="flex flex-col items-center rounded-xl border border-slate-200 bg-slate-50 p-6 text-center" data-testid="team-member">
      {member.imageUrl ? (
        <img
          src={member.imageUrl}
          srcSet={imageSrcSet(member.imageUrl)}
          sizes="128px"
          alt={member.name}
          width={128}
          height={128}
          loading="lazy"
          className="size-32 rounded-full object-cover"
        />
      ) : (
        <span aria-hidden="true" className="grid size-32 place-items-center rounded-full bg-brand-100 text-brand-700">
          <UserRound className="size-14" />
        </span>
      )}
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
      <p className="text-sm font-medium text-brand-700" lang={position.lang}>
        {position.value}
      </p>
      {bio.value ? (
        <p className="mt-3 text-sm text-slate-700" lang={bio.lang}>
          {bio.value}
        </p>
      ) : null}
    </li>
  );
}
