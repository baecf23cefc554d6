import { useState } from 'react';
import type { FeaturedSection } from '@domain/content';
import { AdminPage } from '../../components/admin-page';
import { QueryState } from '../../components/query-state';
import { useAdminTranslation } from '../../i18n';
import { useFeaturedSections } from './featured-api';
import { ProductPickerDialog } from './product-picker-dialog';
import { SectionCard } from './section-card';

/** The home page's own sections first, then those the storefront does not show yet. */
const SECTION_ORDER: readonly FeaturedSection[] = ['featured', 'homepage_inventory', 'recommended', 'trending'];

/** /admin/featured-products (back-office spec §2 "Featured Products Management"): one card per section. */
export function FeaturedProductsScreen() {
  const { t } = useAdminTranslation();
  const query = useFeaturedSections();
  const [picking, setPicking] = useState<FeaturedSection | null>(null);
  // Said to screen readers after a move or a removal, which change the list without a page change.
  const [announcement, setAnnouncement] = useState('');

  return (
    <AdminPage title={t('featured.title')} description={t('featured.description')}>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <QueryState query={query} loadingText={t('featured.loading')} errorText={() => t('featured.messages.loadFailed')}>
        {(data) => (
          <div className="grid items-start gap-6 xl:grid-cols-2">
            {SECTION_ORDER.map((name) => (
              <SectionCard
                key={name}
                sectionName={name}
                entries={data.sections.find((section) => section.sectionName === name)?.entries ?? []}
                onAdd={() => setPicking(name)}
                announce={setAnnouncement}
              />
            ))}
          </div>
        )}
      </QueryState>
      {picking ? <ProductPickerDialog sectionName={picking} onClose={() => setPicking(null)} /> : null}
    </AdminPage>
  );
}
