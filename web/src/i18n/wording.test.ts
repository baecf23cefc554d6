import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import enInfo from './info/en';
import esInfo from './info/es';
import frInfo from './info/fr';
import enAdmin from '../admin/i18n/en';
import esAdmin from '../admin/i18n/es';
import frAdmin from '../admin/i18n/fr';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

/** Every text a buyer or the owner reads in the language: the storefront, the information pages and the back office. */
const french = flatten(fr as Tree);
const spanish = flatten(es as Tree);
const everyFrench = [...french, ...flatten(frInfo as unknown as Tree, 'info'), ...flatten(frAdmin as unknown as Tree, 'admin')];
const everySpanish = [...spanish, ...flatten(esInfo as unknown as Tree, 'info'), ...flatten(esAdmin as unknown as Tree, 'admin')];
const english = new Map(flatten(en as Tree));
const everyEnglish = [...english, ...flatten(enInfo as unknown as Tree, 'info'), ...flatten(enAdmin as unknown as Tree, 'admin')];

/** The keys whose value (placeholders aside) matches the pattern, to name every offending text at once. */
const matching = (entries: [string, string][], pattern: RegExp) =>
  entries.filter(([, text]) => pattern.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''))).map(([key]) => key);

describe('French for Canada (OQLF usage)', () => {
  it.each([
    ['thermopompe, not pompe à chaleur', /pompes? à chaleur/i],
    ['rabais, not remise or réduction', /\bremises?\b|réduction/i],
    ['« pi », not pieds, for container sizes', /\d+ pieds/],
    ['« lb », not lbs or livres', /\blbs\b|\d livres/],
    ['« Réf. », not SKU', /\bSKU\b/],
  ])('writes %s', (_rule, pattern) => {
    expect(matching(french, pattern)).toEqual([]);
  });

  it.each([
    ['service à la clientèle, not service client or support', /service client(?!èle)|\bsupport\b|\bsoutien\b/i],
    ['nous joindre, not nous contacter', /nous contacter/i],
    ['frigorigène, not réfrigérant, for the fluid', /réfrigérant/i],
    ['devis, never soumission, for a quote', /soumission/i],
    ['courriel, not e-mail or courrier électronique', /e-?mail|courrier électronique/i],
    ['PRP and PACO, not GWP, PRG or ODP', /\b(GWP|PRG|ODP)\b/],
    ['témoins for cookies (the word cookie only as a gloss in parentheses)', /(?<!\()\bcookies?\b/i],
  ])('writes %s in the storefront, the information pages and the back office', (_rule, pattern) => {
    expect(matching(everyFrench, pattern)).toEqual([]);
  });

  it('puts a no-break space (U+00A0 or the narrow U+202F) before : and %, and a narrow one before ; ! and ?, on every screen', () => {
    expect(matching(everyFrench, / [:%;!?]|[^\s\u00a0\u202f\d/]:(?!\/\/)|[^\s\u00a0\u202f]%/)).toEqual([]);
    expect(matching(everyFrench, /[^\u00a0\u202f][;!?]/)).toEqual([]);
  });

  it('names the cart and final buttons « Passer à la caisse » and « Confirmer la commande », and the page the same in heading and tab', () => {
    expect(fr.cart.proceedToCheckout).toBe('Passer à la caisse');
    expect(fr.checkout.placeOrder).toBe('Confirmer la commande');
    expect(fr.checkout.title).toBe(fr.pages.checkout);
  });

  it('mentions the provincial halocarbon certificate wherever the purchase rule names EPA 608', () => {
    for (const [key, text] of [['footer.epaNotice', fr.footer.epaNotice], ['product.epaNotice', fr.product.epaNotice], ['cart.epa.body', fr.cart.epa.body]]) {
      expect(text, key).toMatch(/certificat provincial de manipulation des halocarbures au Canada/);
    }
  });
});

describe('Spanish for the US and Mexico', () => {
  it.each([
    ['tarima, not palé', /pal[eé]s?\b/i],
    ['usted, not tú (tu carrito, tus datos, te…)', /\b(tu|tus|te|ti|puedes|quieres|necesitas|tienes|estás)\b/i],
    ['ingrese and agregue, not introduzca/introduce or añada/añade', /introduzc|introduce|añad/i],
    ['the tú imperative nowhere (elige, revisa, inténtalo, corrige…)', /\b(elige|revisa|inténtalo|corrige|contacta|llama al|explora|escribe|vuelve|introduce|añade)\b/i],
    ['"de descuento" in lower case', /DESCUENTO/],
  ])('writes %s', (_rule, pattern) => {
    expect(matching(spanish, pattern)).toEqual([]);
  });

  it.each([
    ['a greeting that fits a man or a woman (no Bienvenido/Bienvenida; "la bienvenida" is fine)', /(?<!(la|de) )bienvenid[oa]s?\b/i],
    ['a no-break space before %, so "8 %" never wraps', / %/],
    ['usted in the back office and the information pages too (elija, no elige; guarde, no guarda una dirección)', /\b(tu|tus|te|ti|puedes|quieres|necesitas|tienes|estás|guardas|abriste|elige|inténtalo|vuelve a|guarda una)\b/i],
  ])('writes %s on every screen', (_rule, pattern) => {
    expect(matching(everySpanish, pattern)).toEqual([]);
  });

  it('says Rastrear for tracking an order, and the checkout page the same in heading and tab', () => {
    expect(es.account.orders.track).toBe('Rastrear');
    expect(es.checkout.title).toBe(es.pages.checkout);
  });

  it('mentions the Mexican certification wherever the purchase rule names EPA 608', () => {
    for (const [key, text] of [['footer.epaNotice', es.footer.epaNotice], ['product.epaNotice', es.product.epaNotice], ['cart.epa.body', es.cart.epa.body]]) {
      expect(text, key).toMatch(/certificación mexicana correspondiente/);
    }
  });
});

describe('English source', () => {
  it('still reads Add to Cart and Proceed to Checkout, the texts the browser walk looks for', () => {
    expect(english.get('product.addToCart')).toBe('Add to Cart');
    expect(english.get('cart.proceedToCheckout')).toBe('Proceed to Checkout');
  });
});

describe('every language', () => {
  it('names no environment variable: the owner reads plain words, not ADMIN_EMAIL', () => {
    const variable = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;
    expect([...matching(everyEnglish, variable), ...matching(everyFrench, variable), ...matching(everySpanish, variable)]).toEqual([]);
  });
});

describe('one set of promises (the site settings)', () => {
  /** Every text a buyer reads (the back office's hints give the stored format as an example, "8:00 AM - 6:00 PM"). */
  const shopTexts = [
    ...flatten(en as Tree),
    ...flatten(enInfo as unknown as Tree, 'info'),
    ...french,
    ...flatten(frInfo as unknown as Tree, 'info'),
    ...spanish,
    ...flatten(esInfo as unknown as Tree, 'info'),
  ];

  it('states no business hours of its own: they come from business_hours, with their time zone', () => {
    expect(matching(shopTexts, /\bMon-Fri\b|\d ?[AP]M\b|\d ?[ap]\. ?m\.|du lundi au vendredi|de lunes a viernes/i)).toEqual([]);
  });

  it('promises no reply time of its own: every one reads quote_reply_hours ({{hours}})', () => {
    const fixedReply =
      /\b(one|1) business day\b|jour ouvrable|día hábil|\b(answer|respond|response|reply|get back)\w*[^.]*?\b\d+ hours?\b|(répond|réponse)\w*[^.]*?\d+\s?heures?|(respond|respuesta)\w*[^.]*?\d+\s?horas?/i;
    expect(matching(shopTexts, fixedReply)).toEqual([]);
    for (const texts of [enInfo, frInfo, esInfo]) {
      for (const text of [texts.support.cards.email.response, texts.contact.toast.sentBody, texts.contact.quote.body, texts.common.contact.text]) expect(text).toContain('{{hours}}');
    }
  });
});

describe('American spelling in the English texts', () => {
  it('writes authorized, organization, catalog, center, labeled, optimized', () => {
    expect(matching(everyEnglish, /authoris|organis|catalogue|centre|labelled|optimis|colour/i)).toEqual([]);
  });
});
