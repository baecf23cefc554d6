import { Mail, Menu, Phone, Snowflake, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Button, buttonStyles } from '@web/components/ui/button';
import { HeaderAccount } from '@web/features/auth/components/header-account';
import { CartLink } from '@web/features/cart/components/cart-link';
import { WhatsAppMenuLink } from '@web/features/content/components/whatsapp-button';
import { QuoteListButton } from '@web/features/quotes/components/quote-list-button';
import { useSettingText, useSiteSettings, type SiteSettings } from '@web/features/settings/api/get-settings';
import { useWhatsAppNumber } from '@web/features/settings/api/get-whatsapp-number';
import { cn } from '@web/lib/cn';
import { mailtoHref, telHref } from '@web/lib/contact-links';
import { HeaderSearch } from './header-search';
import { LanguageSelect } from './language-select';
import { NAV_LINKS } from './site-links';

const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const location = useLocation();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.key;

  return (
    <header className="bg-white shadow-sm">
      <TopBar settings={settings} />
      <div className="mx-auto flex min-h-20 max-w-7xl items-center gap-3 px-4 py-2 sm:gap-4 sm:px-6 lg:px-8">
        <BrandLink settings={settings} />
        <HeaderSearch className="mx-auto w-full max-w-md max-lg:hidden" />
        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          <Link to="/rfq" className={buttonStyles({ variant: 'accent', className: 'mr-2 max-lg:hidden' })}>
            {t('header.getQuote')}
          </Link>
          <QuoteListButton />
          <CartLink />
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMenuOpenOn(menuOpen ? null : location.key)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </Button>
        </div>
      </div>
      {/* Phones and tablets get the search in view too; with the menu open, the menu's own search stands in. */}
      {menuOpen ? null : (
        <div className="mx-auto max-w-7xl px-4 pb-3 sm:px-6 lg:hidden" data-testid="phone-search">
          <HeaderSearch />
        </div>
      )}
      <nav aria-label={t('header.mainNav')} className="hidden border-t border-slate-200 lg:block">
        <ul className="mx-auto flex max-w-7xl gap-1 px-4 sm:px-6 lg:px-8">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
                className={({ isActive }) =>
                  cn(
                    'inline-block border-b-2 px-3 py-3 text-sm font-medium',
                    isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:text-brand-800',
                  )
                }
              >
                {t(link.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {menuOpen ? <MobileMenu onClose={() => setMenuOpenOn(null)} /> : null}
    </header>
  );
}

function TopBar({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const phone = settings.main_phone.trim();
  const email = settings.header_email.trim();

  return (
    <div className="bg-brand-900 text-sm text-white">
      {/* On a phone the number, the language and the account wrap onto two lines rather than cutting the number short. */}
      <div className="mx-auto flex min-h-11 max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1 sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-5">
          {phone ? (
            <a href={telHref(phone)} aria-label={t('header.callUs', { phone })} className="flex items-center gap-1.5 whitespace-nowrap hover:underline">
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              <span>{phone}</span>
            </a>
          ) : null}
          {email ? (
            <a href={mailtoHref(email)} aria-label={t('header.emailUs', { email })} className="hidden items-center gap-1.5 hover:underline sm:flex">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{email}</span>
            </a>
          ) : null}
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-3">
          <LanguageSelect />
          <HeaderAccount />
        </div>
      </div>
    </div>
  );
}

function BrandLink({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const settingText = useSettingText();
  const tagline = settingText('company_tagline');
  const company = settings.company_name;

  return (
    <Link to="/" aria-label={t('header.homeLink', { company })} className="flex min-w-0 items-center gap-3">
      {settings.logo_url ? (
        <img src={settings.logo_url} alt="" className="h-10 w-auto max-w-40 object-contain" />
      ) : (
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-700 text-white">
          <Snowflake aria-hidden="true" className="size-6" />
        </span>
      )}
      <span className="min-w-0">
        {/* A long name or a translated tagline wraps (never cut short); the header row grows to hold it. */}
        <span className="block text-lg leading-tight font-bold break-words text-slate-950 sm:text-xl">{company}</span>
        {tagline.value ? (
          <span className="block text-xs leading-snug font-medium break-words text-brand-700" lang={tagline.lang} data-testid="site-tagline">
            {tagline.value}
          </span>
        ) : null}
      </span>
    </Link>
  );
}

function MobileMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const whatsAppNumber = useWhatsAppNumber();

  return (
    <div
      id={MOBILE_MENU_ID}
      className="border-t border-slate-200 bg-white px-4 pt-4 pb-6 shadow-md lg:hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <HeaderSearch />
      <nav aria-label={t('header.mainNav')} className="mt-4">
        <ul className="grid gap-1 sm:grid-cols-2">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
                className={({ isActive }) =>
                  cn('block rounded-md px-3 py-2 font-medium', isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100')
                }
              >
                {t(link.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Link to="/rfq" className={buttonStyles({ variant: 'accent', className: 'mt-4 w-full' })}>
        {t('header.getQuote')}
      </Link>
      {/* On a phone the chat lives here rather than floating over the page (issue 23). */}
      <WhatsAppMenuLink number={whatsAppNumber} className="mt-3 w-full sm:hidden" />
    </div>
  );
}
