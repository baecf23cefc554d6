import type { Language } from './languages';
import { PACKAGES } from './pricing';
import { DEFAULT_QUOTE_REPLY_HOURS } from './site-settings';

/** A pallet's cylinders, from the package rules (one source for the number). */
const PALLET = PACKAGES.pallet.cylinders;
/** Stands for the quote_reply_hours site setting in an answer; faqItems writes the shop's figure in its place. */
const REPLY_HOURS = '{{replyHours}}';

/** The FAQ's four categories, in the order the page shows them (back-office spec §2, /faq). */
export const FAQ_CATEGORIES = ['orders', 'shipping', 'epa', 'pricing'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

type Localized = Readonly<Record<Language, string>>;

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: Localized;
  answer: Localized;
}

/** One question and its answer in one language: what the page shows and the search reads. */
export interface FaqItem {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

/**
 * The questions and answers, in the three languages, held once here so the page and the FAQPage structured data of
 * the server-rendered head say the same thing. The facts are the spec's (§2 /faq, §9).
 */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'minimum-order',
    category: 'orders',
    question: {
      en: 'Is there a minimum order?',
      fr: 'Y a-t-il une commande minimale\u202f?',
      es: '¿Hay un pedido mínimo?',
    },
    answer: {
      en: `Wholesale orders start at one pallet: ${PALLET} cylinders, or 500+ lbs of refrigerant. Single cylinders can still be bought at the cylinder price, and larger packages get the volume price.`,
      fr: `Les commandes en gros commencent à une palette\u00a0: ${PALLET}\u00a0bouteilles, ou plus de 500\u00a0lb de frigorigène. Les bouteilles à l’unité restent offertes au prix unitaire, et les plus grands formats profitent du prix de volume.`,
      es: `Los pedidos al mayoreo comienzan en una tarima: ${PALLET} cilindros, o más de 500 lb de refrigerante. También puede comprar cilindros sueltos al precio por cilindro; los empaques más grandes obtienen el precio por volumen.`,
    },
  },
  {
    id: 'products',
    category: 'orders',
    question: {
      en: 'Which refrigerants do you sell?',
      fr: 'Quels frigorigènes vendez-vous\u202f?',
      es: '¿Qué refrigerantes venden?',
    },
    answer: {
      en: 'HFC, HFO and natural refrigerants, and reclaimed HCFC such as R-22, for residential, commercial, industrial and automotive systems. Each product page lists its specifications, packaging options and stock.',
      fr: 'Des frigorigènes HFC, HFO et naturels, ainsi que des HCFC régénérés comme le R-22, pour les systèmes résidentiels, commerciaux, industriels et automobiles. Chaque fiche produit indique ses caractéristiques, ses formats et son stock.',
      es: 'Refrigerantes HFC, HFO y naturales, y HCFC regenerados como el R-22, para sistemas residenciales, comerciales, industriales y automotrices. Cada página de producto muestra sus especificaciones, empaques y existencias.',
    },
  },
  {
    id: 'certificates-of-analysis',
    category: 'orders',
    question: {
      en: 'Do your products come with documentation?',
      fr: 'Vos produits sont-ils accompagnés de documents\u202f?',
      es: '¿Sus productos incluyen documentación?',
    },
    answer: {
      en: 'Yes. Product and quality certificates are published on our Certifications page, and a Safety Data Sheet is available for every refrigerant we sell.',
      fr: 'Oui. Les certificats de produits et de qualité sont publiés sur notre page Certifications, et une fiche de données de sécurité est disponible pour chaque frigorigène que nous vendons.',
      es: 'Sí. Los certificados de producto y de calidad están publicados en nuestra página de Certificaciones, y hay una hoja de datos de seguridad para cada refrigerante que vendemos.',
    },
  },
  {
    id: 'quotes',
    category: 'orders',
    question: {
      en: 'Can I get a quote for a large order?',
      fr: 'Puis-je obtenir une soumission pour une grosse commande\u202f?',
      es: '¿Puedo pedir una cotización para un pedido grande?',
    },
    answer: {
      en: `Yes. Add products to your quote list and send a Request for Quote; our sales team answers within ${REPLY_HOURS} hours with pricing for your volume and delivery address.`,
      fr: `Oui. Ajoutez les produits à votre liste de soumission et envoyez une demande de soumission\u00a0; notre équipe des ventes répond dans les ${REPLY_HOURS}\u00a0heures avec un prix adapté à votre volume et à votre adresse de livraison.`,
      es: `Sí. Agregue los productos a su lista de cotización y envíe una Solicitud de cotización; nuestro equipo de ventas responde en un plazo de ${REPLY_HOURS} horas con precios para su volumen y su dirección de entrega.`,
    },
  },
  {
    id: 'delivery-times',
    category: 'shipping',
    question: {
      en: 'How long does delivery take?',
      fr: 'Quels sont les délais de livraison\u202f?',
      es: '¿Cuánto tarda la entrega?',
    },
    answer: {
      en: 'Ground shipping takes 3-5 business days. Bulk freight (pallets and containers) takes 5-7 business days from dispatch.',
      fr: 'La livraison par voie terrestre prend de 3 à 5\u00a0jours ouvrables. Le fret en vrac (palettes et conteneurs) prend de 5 à 7\u00a0jours ouvrables après l’expédition.',
      es: 'El envío terrestre tarda de 3 a 5 días hábiles. La carga a granel (tarimas y contenedores) tarda de 5 a 7 días hábiles desde el despacho.',
    },
  },
  {
    id: 'destinations',
    category: 'shipping',
    question: {
      en: 'Where do you ship?',
      fr: 'Où livrez-vous\u202f?',
      es: '¿A dónde envían?',
    },
    answer: {
      en: 'We ship across the United States, Canada and Mexico from our distribution centers. Use the shipping calculator for options and prices to your address.',
      fr: 'Nous livrons partout aux États-Unis, au Canada et au Mexique depuis nos centres de distribution. Le calculateur d’expédition indique les options et les prix pour votre adresse.',
      es: 'Enviamos a todo Estados Unidos, Canadá y México desde nuestros centros de distribución. Use la calculadora de envío para ver opciones y precios a su dirección.',
    },
  },
  {
    id: 'hazmat',
    category: 'shipping',
    question: {
      en: 'Why does my delivery need a signature?',
      fr: 'Pourquoi ma livraison exige-t-elle une signature\u202f?',
      es: '¿Por qué mi entrega requiere firma?',
    },
    answer: {
      en: 'Refrigerant cylinders travel as hazardous materials under DOT rules. The carrier hands them only to someone who signs on delivery, so make sure someone is at the delivery address.',
      fr: 'Les bouteilles de frigorigène voyagent comme matières dangereuses selon les règles du transport. Le transporteur ne les remet que contre signature\u00a0: assurez-vous qu’une personne soit présente à l’adresse de livraison.',
      es: 'Los cilindros de refrigerante viajan como materiales peligrosos según las normas del DOT. El transportista solo los entrega contra firma, así que asegúrese de que haya alguien en la dirección de entrega.',
    },
  },
  {
    id: 'tracking',
    category: 'shipping',
    question: {
      en: 'How do I track my order?',
      fr: 'Comment suivre ma commande\u202f?',
      es: '¿Cómo rastreo mi pedido?',
    },
    answer: {
      en: 'Sign in and open the Orders tab of your account: each shipped order shows its status and a Track button until it is delivered.',
      fr: 'Connectez-vous et ouvrez l’onglet Commandes de votre compte\u00a0: chaque commande expédiée affiche son statut et un bouton de suivi jusqu’à sa livraison.',
      es: 'Inicie sesión y abra la pestaña Pedidos de su cuenta: cada pedido enviado muestra su estado y un botón Rastrear hasta que se entrega.',
    },
  },
  {
    id: 'certification-required',
    category: 'epa',
    question: {
      en: 'Do I need EPA certification to buy refrigerants?',
      fr: 'Faut-il une certification EPA pour acheter des frigorigènes\u202f?',
      es: '¿Necesito la certificación EPA para comprar refrigerantes?',
    },
    answer: {
      en: 'Yes. Refrigerants sold for servicing go only to technicians certified under EPA Section 608 (stationary equipment) or Section 609 (motor vehicle air conditioning). We verify your certificate within 24 hours of your order.',
      fr: 'Oui. Les frigorigènes vendus pour l’entretien ne sont remis qu’aux techniciens certifiés selon l’EPA Section 608 (équipement fixe) ou Section 609 (climatisation des véhicules), ou titulaires du certificat provincial de manipulation des halocarbures au Canada. Nous vérifions votre certificat dans les 24\u00a0heures suivant votre commande.',
      es: 'Sí. Los refrigerantes vendidos para servicio solo se entregan a técnicos certificados según la Sección 608 de la EPA (equipos fijos) o la Sección 609 (aire acondicionado vehicular), o con la certificación mexicana correspondiente. Verificamos su certificado en un plazo de 24 horas después de su pedido.',
    },
  },
  {
    id: 'records',
    category: 'epa',
    question: {
      en: 'How long do you keep sales records?',
      fr: 'Combien de temps conservez-vous les registres de vente\u202f?',
      es: '¿Cuánto tiempo conservan los registros de venta?',
    },
    answer: {
      en: 'We keep the record of every sale, including the buyer’s certification, for at least 3 years, as EPA rules require.',
      fr: 'Nous conservons le registre de chaque vente, y compris la certification de l’acheteur, pendant au moins 3\u00a0ans, comme l’exigent les règles de l’EPA.',
      es: 'Conservamos el registro de cada venta, incluida la certificación del comprador, durante al menos 3 años, como exigen las normas de la EPA.',
    },
  },
  {
    id: 'r22',
    category: 'epa',
    question: {
      en: 'Can I still buy R-22?',
      fr: 'Peut-on encore acheter du R-22\u202f?',
      es: '¿Todavía puedo comprar R-22?',
    },
    answer: {
      en: 'Production and import of R-22 ended on January 1, 2020. Reclaimed and previously produced R-22 can still be sold to certified technicians to service existing equipment.',
      fr: 'La production et l’importation du R-22 ont pris fin le 1er\u00a0janvier 2020. Le R-22 régénéré ou produit avant cette date peut encore être vendu aux techniciens certifiés pour l’entretien des équipements existants.',
      es: 'La producción e importación de R-22 terminaron el 1 de enero de 2020. El R-22 regenerado o producido antes de esa fecha todavía puede venderse a técnicos certificados para dar servicio a equipos existentes.',
    },
  },
  {
    id: 'send-certificate',
    category: 'epa',
    question: {
      en: 'How do I give you my certification?',
      fr: 'Comment vous transmettre ma certification\u202f?',
      es: '¿Cómo les hago llegar mi certificación?',
    },
    answer: {
      en: 'Enter your certification number in your account profile or at checkout. If we need a copy of your card, our compliance team asks for it by email before the order ships.',
      fr: 'Inscrivez votre numéro de certification dans le profil de votre compte ou à la caisse. Si une copie de votre carte est nécessaire, notre équipe de conformité vous la demande par courriel avant l’expédition.',
      es: 'Ingrese su número de certificación en el perfil de su cuenta o al pagar. Si necesitamos una copia de su credencial, nuestro equipo de cumplimiento se la pedirá por correo electrónico antes del envío.',
    },
  },
  {
    id: 'volume-pricing',
    category: 'pricing',
    question: {
      en: 'How do volume prices work?',
      fr: 'Comment fonctionnent les prix de volume\u202f?',
      es: '¿Cómo funcionan los precios por volumen?',
    },
    answer: {
      en: 'Each product is priced by the cylinder, and pallets and 20 ft or 40 ft containers cost less per cylinder. The product page shows the price of every package before you add it to your cart.',
      fr: 'Chaque produit a un prix à la bouteille, et les palettes et conteneurs de 20 ou 40\u00a0pi coûtent moins cher par bouteille. La fiche produit affiche le prix de chaque format avant l’ajout au panier.',
      es: 'Cada producto tiene un precio por cilindro, y las tarimas y los contenedores de 20 o 40 pies cuestan menos por cilindro. La página del producto muestra el precio de cada empaque antes de agregarlo al carrito.',
    },
  },
  {
    id: 'payment-methods',
    category: 'pricing',
    question: {
      en: 'Which payment methods do you accept?',
      fr: 'Quels modes de paiement acceptez-vous\u202f?',
      es: '¿Qué formas de pago aceptan?',
    },
    answer: {
      en: 'Visa, Mastercard, American Express, Discover, PayPal and wire transfer. Prices are in US dollars.',
      fr: 'Visa, Mastercard, American Express, Discover, PayPal et le virement bancaire. Les prix sont en dollars américains.',
      es: 'Visa, Mastercard, American Express, Discover, PayPal y transferencia bancaria. Los precios están en dólares estadounidenses.',
    },
  },
  {
    id: 'invoices',
    category: 'pricing',
    question: {
      en: 'What happens if an invoice is paid late?',
      fr: 'Que se passe-t-il si une facture est payée en retard\u202f?',
      es: '¿Qué pasa si una factura se paga con retraso?',
    },
    answer: {
      en: 'Overdue balances carry a late payment charge of 1.5% per month, as set out in our Terms of Service.',
      fr: 'Les soldes en souffrance portent des frais de retard de 1,5\u00a0% par mois, comme le prévoient nos conditions d’utilisation.',
      es: 'Los saldos vencidos generan un cargo por pago tardío de 1.5 % mensual, según nuestros Términos de servicio.',
    },
  },
  {
    id: 'taxes',
    category: 'pricing',
    question: {
      en: 'Are taxes included in the prices?',
      fr: 'Les taxes sont-elles comprises dans les prix\u202f?',
      es: '¿Los precios incluyen impuestos?',
    },
    answer: {
      en: 'No. Sales tax is calculated at checkout from the delivery address and shown before you place the order.',
      fr: 'Non. Les taxes de vente sont calculées à la caisse selon l’adresse de livraison et affichées avant la confirmation de la commande.',
      es: 'No. El impuesto sobre las ventas se calcula al pagar según la dirección de entrega y se muestra antes de confirmar el pedido.',
    },
  },
];

/** The entries in one language, in the list's order. */
export function faqItems(language: Language, replyHours: number = DEFAULT_QUOTE_REPLY_HOURS, entries: readonly FaqEntry[] = FAQ_ENTRIES): FaqItem[] {
  return entries.map(({ id, category, question, answer }) => ({ id, category, question: question[language], answer: answer[language].replaceAll(REPLY_HOURS, String(replyHours)) }));
}

/** Lower case without accents or punctuation, so "Délais" finds "delais" and "R-22" finds "r22". */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '');
}

/** The items whose question or answer holds every word of the query; an empty query keeps them all. */
export function searchFaq(items: readonly FaqItem[], query: string): FaqItem[] {
  const words = foldSearchText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = foldSearchText(`${item.question} ${item.answer}`);
    return words.every((word) => text.includes(word));
  });
}

/** The items by category, every category present (an empty list when nothing of it matches), in the page's order. */
export function groupFaq(items: readonly FaqItem[]): { category: FaqCategory; items: FaqItem[] }[] {
  return FAQ_CATEGORIES.map((category) => ({ category, items: items.filter((item) => item.category === category) }));
}

/** schema.org FAQPage of the entries, for a page's structured data, the shop's reply delay (quote_reply_hours) written in. */
export function faqPageJsonLd(language: Language, url: string, replyHours: number): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    inLanguage: language,
    mainEntity: faqItems(language, replyHours).map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
