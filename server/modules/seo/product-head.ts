import { localeFor, type Language } from '@domain/languages';
import { formatMoney, toCents } from '@domain/money';
import { localizedProductText, type ProductTranslations } from '@domain/product-text';
import type { PublicProduct } from '@domain/schemas/product';

const DESCRIPTION_MAX = 160;

/** The product head's own words per language; the product's texts come from its translations (docs/decisions/038). */
const WORDS: Record<Language, { title: (name: string, category: string) => string; lead: (name: string, category: string) => string; wholesale: (price: string) => string }> = {
  en: {
    title: (name, category) => `${name} ${category} Refrigerant`,
    lead: (name, category) => `${name} ${category} refrigerant.`,
    wholesale: (price) => `Wholesale from ${price} per cylinder.`,
  },
  fr: {
    title: (name, category) => `Frigorigène ${category} ${name}`,
    lead: (name, category) => `Frigorigène ${category} ${name}.`,
    wholesale: (price) => `En gros à partir de ${price} la bouteille.`,
  },
  es: {
    title: (name, category) => `Refrigerante ${category} ${name}`,
    lead: (name, category) => `Refrigerante ${category} ${name}.`,
    wholesale: (price) => `Al por mayor desde ${price} por cilindro.`,
  },
};

function clip(text: string, max = DESCRIPTION_MAX): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= max) return oneLine;
  const cut = oneLine.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** What a product page's head says in `language`: its title and meta description, and the product as its JSON-LD names it. */
export interface ProductHeadText {
  title: string;
  description: string;
  product: PublicProduct;
}

/**
 * The product page's head in the address's language (docs/decisions/039): the display name and description picked with
 * `localized` (English where no translation is written), the head's own words in that language.
 */
export function productHeadText(product: PublicProduct, translations: ProductTranslations | undefined, language: Language): ProductHeadText {
  const texts = localizedProductText({ ...product, translations }, language);
  const words = WORDS[language];
  const name = texts.name.value;
  const firstLine = texts.description.value?.split('\n')[0]?.trim();
  const price = formatMoney(toCents(product.price), localeFor(language));
  return {
    title: words.title(name, product.category),
    description: clip(`${firstLine || words.lead(name, product.category)} ${words.wholesale(price)}`),
    product: { ...product, name, description: texts.description.value },
  };
}
