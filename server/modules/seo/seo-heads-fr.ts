import type { HeadWords } from './seo-pages';

/** The server-rendered heads of the French pages (/fr/…): Canadian French, as the storefront's fr.json. */
export const FRENCH_HEADS: HeadWords = {
  locale: 'fr-CA',
  hours: (count) => `${count}\u00a0${count === 1 ? 'heure' : 'heures'}`,
  home: {
    title: (company) => `${company} | Frigorigènes en gros pour les professionnels du CVC`,
    description:
      'Achetez vos frigorigènes en gros, à la bouteille, à la palette ou au conteneur\u00a0: R-410A, R-134a, R-32, R-454B et plus pour les entrepreneurs en CVC, les gestionnaires d’immeubles et les distributeurs, avec expédition rapide et devis en 24\u00a0heures.',
  },
  catalogue: {
    title: 'Frigorigènes en gros',
    description:
      'Frigorigènes en gros à la bouteille, à la palette ou au conteneur\u00a0: HFC, HFO, HCFC et frigorigènes naturels pour les entrepreneurs en CVC, les gestionnaires d’immeubles et les distributeurs, avec expédition rapide et prix de gros.',
  },
  genericCategory: {
    title: 'Produits frigorigènes',
    description: 'Frigorigènes en gros de cette catégorie, à la bouteille, à la palette ou au conteneur, avec prix de gros sur demande.',
  },
  categories: {
    hfc: { title: 'Frigorigènes HFC', description: 'Frigorigènes HFC en gros, comme le R-410A, le R-134a, le R-404A et le R-407C, à la bouteille, à la palette ou au conteneur.' },
    hfo: { title: 'Frigorigènes HFO', description: 'Frigorigènes HFO à faible PRP, comme le R-1234yf, le R-1234ze et le R-454B, en gros pour les entrepreneurs et les distributeurs.' },
    natural: { title: 'Frigorigènes naturels', description: 'Frigorigènes naturels R-290, R-600a, R-744 et R-717 pour les installations commerciales et industrielles à faible PRP.' },
    automotive: { title: 'Frigorigènes automobiles', description: 'Frigorigènes pour la climatisation des véhicules, dont le R-134a et le R-1234yf, en gros.' },
    commercial: { title: 'Frigorigènes commerciaux', description: 'Frigorigènes pour le CVC et la réfrigération commerciale\u00a0: supermarchés, unités de toit et chambres froides.' },
    industrial: { title: 'Frigorigènes industriels', description: 'Frigorigènes pour le refroidissement industriel et les refroidisseurs, à la palette ou au conteneur maritime.' },
  },
  wholesale: (saving, hours) => ({
    title: 'Fréon et frigorigènes en gros',
    description: `Achetez fréon et frigorigènes en gros\u00a0: R-22, R-410A, R-134a et R-404A à la palette ou au conteneur, jusqu’à ${saving}\u00a0% d’économie sur les grosses commandes et des devis en moins de ${hours}.`,
  }),
  contact: (hours) => ({
    title: 'Nous joindre',
    description: `Écrivez à FrigidFlow pour les prix de gros, les commandes, le soutien technique ou la conformité EPA\u00a0; nous répondons en moins de ${hours}.`,
  }),
  support: (open, hours) => ({
    title: 'Service à la clientèle',
    description: `Service à la clientèle FrigidFlow\u00a0: téléphone ${open}, courriel traité en moins de ${hours}, clavardage et billets de soutien pour les commandes, l’expédition et la conformité.`,
  }),
  info: {
    '/blog': {
      title: 'Actualités du secteur',
      description: 'Réglementation des frigorigènes, notes techniques sur les HFC, HFO et frigorigènes A2L, et nouvelles pour les entrepreneurs en CVC, par FrigidFlow.',
    },
    '/sitemap': {
      title: 'Plan du site',
      description: 'Toutes les pages de la boutique de frigorigènes FrigidFlow\u00a0: produits par catégorie, commandes, information, compte, outils et politiques.',
    },
    '/about': {
      title: 'À propos de nous',
      description: 'FrigidFlow fournit des frigorigènes en gros aux professionnels du CVC en Amérique du Nord\u00a0: notre mission, nos engagements de qualité, nos certifications et notre équipe.',
    },
    '/testimonials': {
      title: 'Témoignages',
      description: 'Ce que disent les entrepreneurs en CVC, les techniciens et les acheteurs industriels qui commandent leurs frigorigènes chez FrigidFlow. Lisez les avis ou écrivez le vôtre.',
    },
    '/certifications': {
      title: 'Certifications',
      description: 'Les certificats EPA, ISO, de distributeur, de qualité et de sécurité de FrigidFlow, et ceux de nos frigorigènes, en documents PDF.',
    },
    '/shipping': {
      title: 'Calculateur d’expédition',
      description: 'Estimez les frais et délais d’expédition de frigorigènes aux États-Unis et au Canada, avec les règles EPA et de matières dangereuses qui s’appliquent.',
    },
    '/faq': {
      title: 'Questions fréquentes',
      description: 'Commandes minimales, délais de livraison, certification EPA, registres, prix et paiement\u00a0: les réponses pour les professionnels du CVC qui achètent en gros.',
    },
    '/compliance': {
      title: 'Conformité EPA',
      description: 'Certification des techniciens EPA sections 608 et 609, classes de PACO et de PRP, abandon du R-22, réduction des HFC de l’AIM Act et bonnes pratiques.',
    },
    '/privacy': {
      title: 'Politique de confidentialité',
      description: 'Les renseignements personnels que FrigidFlow recueille auprès des acheteurs professionnels, pourquoi, avec qui ils sont partagés, combien de temps ils sont conservés et vos droits.',
    },
    '/terms': {
      title: 'Conditions d’utilisation',
      description: 'Conditions de vente aux acheteurs professionnels\u00a0: certification, commandes et prix, paiement et frais de retard, expédition, manipulation légale et registres.',
    },
    '/cookies': {
      title: 'Politique relative aux témoins',
      description: 'Chaque témoin et chaque donnée de navigateur qu’utilise la boutique FrigidFlow, à quoi il sert, combien de temps il dure et comment changer votre choix.',
    },
    '/refund-policy': {
      title: 'Politique de remboursement et de retour',
      description: 'Retours sous 30\u00a0jours, défauts signalés sous 48\u00a0heures, numéros d’autorisation de retour, frais de remise en stock et délais de remboursement selon le mode de paiement.',
    },
  },
  notFound: { title: 'Page introuvable', description: 'La page que vous cherchez n’existe pas ou a peut-être été déplacée.' },
  productNotFound: { title: 'Produit introuvable', description: 'Le produit que vous cherchez n’existe pas ou a peut-être été retiré.' },
  articleNotFound: { title: 'Article introuvable', description: 'L’article que vous cherchez n’existe pas ou n’est plus publié.' },
  routeTitles: {
    '/rfq': 'Demander un devis',
    '/cart': 'Panier',
    '/checkout': 'Caisse',
    '/order-confirmation': 'Confirmation de commande',
    '/quote-confirmation': 'Confirmation de demande de devis',
    '/auth': 'Accès au compte',
    '/reset-password': 'Choisissez un nouveau mot de passe',
    '/account': 'Mon compte',
    '/unsubscribe': 'Se désabonner',
    '/newsletter/confirm': "Confirmer l'inscription",
  },
};
