ALTER TABLE "products" ADD COLUMN "cylinder_net_weight_lb" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cylinder_net_weight_lb_check" CHECK ("products"."cylinder_net_weight_lb" > 0);--> statement-breakpoint
-- Existing catalogues: the net weight written as "25 lb" in the technical specs becomes the number.
UPDATE "products" SET "cylinder_net_weight_lb" = (substring("technical_specs"->>'Net weight' from '^\s*([0-9]+(?:\.[0-9]+)?)\s*lb'))::numeric WHERE "cylinder_net_weight_lb" IS NULL AND "technical_specs"->>'Net weight' ~ '^\s*[0-9]+(\.[0-9]+)?\s*lb';
