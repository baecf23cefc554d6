ALTER TABLE "adverts" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Custom (issue 24, docs/decisions/038): the demo adverts still as shipped (any amount in place of "$500", as
-- knownAdvert recognised them) get the French and Spanish the storefront showed from its i18n files, now carried by
-- the data; an advert the owner wrote or edited stays English-only and is counted as missing.
UPDATE "adverts" SET "translations" = jsonb_build_object(
  'fr', jsonb_build_object('title', 'Livraison gratuite', 'content', '<p>Livraison gratuite sur les commandes de plus de <strong>$500</strong>. Certification EPA 608 (ou certificat provincial de manipulation des halocarbures au Canada) exigée pour acheter.</p>'),
  'es', jsonb_build_object('title', 'Envío gratis', 'content', '<p>Envío gratis en pedidos de más de <strong>$500</strong>. Se requiere la certificación EPA 608 (o la certificación mexicana correspondiente) para comprar.</p>'))
WHERE "translations" = '{}'::jsonb AND btrim("title") = 'Free shipping'
  AND btrim("content") ~ '^<p>Free shipping on orders over <strong>[^<]{1,40}</strong>\. EPA 608 certification required for purchase\.</p>$';--> statement-breakpoint
UPDATE "adverts" SET "translations" = jsonb_build_object(
  'fr', jsonb_build_object('title', 'Frigorigènes à faible PRP en stock', 'content', '<p>Le R-454B, le R-32 et le R-1234yf sont expédiés en 24 à 48 heures. <a href="/rfq">Demandez nos prix de gros</a>.</p>'),
  'es', jsonb_build_object('title', 'Refrigerantes de bajo PCG en existencia', 'content', '<p>El R-454B, el R-32 y el R-1234yf se envían en 24 a 48 horas. <a href="/rfq">Solicite precios de mayoreo</a>.</p>'))
WHERE "translations" = '{}'::jsonb AND btrim("title") = 'Low-GWP refrigerants in stock'
  AND btrim("content") = '<p>R-454B, R-32 and R-1234yf ship within 24-48 hours. <a href="/rfq">Request bulk pricing</a>.</p>';
