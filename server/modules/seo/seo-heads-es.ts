import type { HeadWords } from './seo-pages';

/** The server-rendered heads of the Spanish pages (/es/…): Latin American Spanish, as the storefront's es.json. */
export const SPANISH_HEADS: HeadWords = {
  locale: 'es-MX',
  hours: (count) => `${count} ${count === 1 ? 'hora' : 'horas'}`,
  home: {
    title: (company) => `${company} | Refrigerantes al por mayor para profesionales de HVAC`,
    description:
      'Compre refrigerantes al por mayor, por cilindro, tarima o contenedor: R-410A, R-134a, R-32, R-454B y más para contratistas de HVAC, administradores de instalaciones y distribuidores, con envío rápido y cotizaciones en 24 horas.',
  },
  catalogue: {
    title: 'Refrigerantes al por mayor',
    description:
      'Refrigerantes al por mayor por cilindro, tarima o contenedor: HFC, HFO, HCFC y refrigerantes naturales para contratistas de HVAC, administradores de instalaciones y distribuidores, con envío rápido y precios de mayoreo.',
  },
  genericCategory: {
    title: 'Productos refrigerantes',
    description: 'Refrigerantes al por mayor de esta categoría, por cilindro, tarima o contenedor, con precios de mayoreo a solicitud.',
  },
  categories: {
    hfc: { title: 'Refrigerantes HFC', description: 'Refrigerantes HFC al por mayor, como R-410A, R-134a, R-404A y R-407C, por cilindro, tarima o contenedor.' },
    hfo: { title: 'Refrigerantes HFO', description: 'Refrigerantes HFO de bajo PCG, como R-1234yf, R-1234ze y R-454B, al por mayor para contratistas y distribuidores.' },
    natural: { title: 'Refrigerantes naturales', description: 'Refrigerantes naturales R-290, R-600a, R-744 y R-717 para sistemas comerciales e industriales de bajo PCG.' },
    automotive: { title: 'Refrigerantes automotrices', description: 'Refrigerantes para el aire acondicionado de vehículos, incluidos R-134a y R-1234yf, al por mayor.' },
    commercial: { title: 'Refrigerantes comerciales', description: 'Refrigerantes para HVAC y refrigeración comercial: supermercados, equipos de azotea y cámaras frigoríficas.' },
    industrial: { title: 'Refrigerantes industriales', description: 'Refrigerantes para enfriamiento de procesos industriales y chillers, por tarima o contenedor marítimo.' },
  },
  wholesale: (saving, hours) => ({
    title: 'Freón y refrigerantes al por mayor',
    description: `Compre freón y refrigerantes al por mayor: R-22, R-410A, R-134a y R-404A por tarima o contenedor, con hasta ${saving}% de ahorro en pedidos grandes y cotizaciones respondidas en menos de ${hours}.`,
  }),
  contact: (hours) => ({
    title: 'Contáctenos',
    description: `Escriba a FrigidFlow sobre precios de mayoreo, pedidos, soporte técnico o cumplimiento EPA; respondemos en menos de ${hours}.`,
  }),
  support: (open, hours) => ({
    title: 'Atención al cliente',
    description: `Atención al cliente de FrigidFlow: teléfono ${open}, correo respondido en menos de ${hours}, chat en vivo y tickets de soporte para pedidos, envíos y cumplimiento.`,
  }),
  info: {
    '/blog': {
      title: 'Noticias del sector',
      description: 'Actualizaciones de la regulación de refrigerantes, notas técnicas sobre HFC, HFO y refrigerantes A2L, y noticias para contratistas de HVAC, de FrigidFlow.',
    },
    '/sitemap': {
      title: 'Mapa del sitio',
      description: 'Todas las páginas de la tienda de refrigerantes FrigidFlow: productos por categoría, pedidos, información, cuenta, herramientas y políticas.',
    },
    '/about': {
      title: 'Sobre nosotros',
      description: 'FrigidFlow abastece refrigerantes al por mayor a profesionales de HVAC en toda Norteamérica: nuestra misión, compromisos de calidad, certificaciones y equipo.',
    },
    '/testimonials': {
      title: 'Testimonios',
      description: 'Lo que dicen los contratistas de HVAC, técnicos y compradores industriales que piden sus refrigerantes a FrigidFlow. Lea las opiniones o escriba la suya.',
    },
    '/certifications': {
      title: 'Certificaciones',
      description: 'Los certificados EPA, ISO, de distribuidor, de calidad y de seguridad de FrigidFlow y los de nuestros refrigerantes, en documentos PDF.',
    },
    '/shipping': {
      title: 'Calculadora de envío',
      description: 'Calcule el costo y el plazo de envío de refrigerantes en Estados Unidos y Canadá, con las reglas de la EPA y de materiales peligrosos que aplican.',
    },
    '/faq': {
      title: 'Preguntas frecuentes',
      description: 'Pedidos mínimos, plazos de entrega, certificación EPA, registros, precios y pagos: respuestas para los profesionales de HVAC que compran refrigerante al por mayor.',
    },
    '/compliance': {
      title: 'Cumplimiento EPA',
      description: 'Certificación de técnicos EPA secciones 608 y 609, clases de PAO y PCG, eliminación del R-22, reducción de HFC de la AIM Act y buenas prácticas.',
    },
    '/privacy': {
      title: 'Política de privacidad',
      description: 'Qué datos personales recopila FrigidFlow de los compradores empresariales, por qué, con quién se comparten, cuánto tiempo se conservan y sus derechos.',
    },
    '/terms': {
      title: 'Términos del servicio',
      description: 'Condiciones de venta para compradores empresariales: certificación, pedidos y precios, pago y cargos por mora, envío, manejo legal y registros.',
    },
    '/cookies': {
      title: 'Política de cookies',
      description: 'Cada cookie y dato del navegador que usa la tienda FrigidFlow, para qué sirve, cuánto dura y cómo cambiar su elección.',
    },
    '/refund-policy': {
      title: 'Política de reembolsos y devoluciones',
      description: 'Devoluciones en 30 días, defectos reportados en 48 horas, números de autorización de devolución, cargo por reposición y plazos de reembolso según el medio de pago.',
    },
  },
  notFound: { title: 'Página no encontrada', description: 'La página que busca no existe o es posible que se haya movido.' },
  productNotFound: { title: 'Producto no encontrado', description: 'El producto que busca no existe o es posible que se haya retirado.' },
  articleNotFound: { title: 'Artículo no encontrado', description: 'El artículo que busca no existe o ya no está publicado.' },
  routeTitles: {
    '/rfq': 'Solicitar cotización',
    '/cart': 'Carrito de compras',
    '/checkout': 'Finalizar compra',
    '/order-confirmation': 'Confirmación del pedido',
    '/quote-confirmation': 'Confirmación de la cotización',
    '/auth': 'Acceso a la cuenta',
    '/reset-password': 'Elija una nueva contraseña',
    '/account': 'Mi cuenta',
    '/unsubscribe': 'Cancelar suscripción',
    '/newsletter/confirm': 'Confirmar suscripción',
  },
};
