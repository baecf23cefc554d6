CREATE TABLE "certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"organisation" text,
	"name_on_card" text,
	"card_url" text,
	"reseller_statement" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certifications_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "certifications_kind_check" CHECK ("certifications"."kind" in ('epa_608_type_i', 'epa_608_type_ii', 'epa_608_type_iii', 'epa_608_universal', 'epa_609', 'canada_provincial', 'mexico_national', 'reseller_statement')),
	CONSTRAINT "certifications_status_check" CHECK ("certifications"."status" in ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_status_check";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "certification_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "un_number" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hazard_class" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "certification_state" text DEFAULT 'not_required' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "certification_claim" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "certification_evidence" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "certification_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_items" ADD COLUMN "unit_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "shipping_cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "admin_message" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "quoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certifications_status_created_at_idx" ON "certifications" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_product_id_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_certification_state_created_at_idx" ON "orders" USING btree ("certification_state","created_at");--> statement-breakpoint
CREATE INDEX "quote_items_product_id_idx" ON "quote_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "quotes_status_created_at_idx" ON "quotes" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_id_unique" UNIQUE("quote_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_certification_state_check" CHECK ("orders"."certification_state" in ('not_required', 'awaiting', 'verified'));--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_unit_price_check" CHECK ("quote_items"."unit_price" >= 0);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_language_check" CHECK ("quotes"."language" in ('en', 'fr', 'es'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_shipping_cost_check" CHECK ("quotes"."shipping_cost" >= 0);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('pending', 'reviewed', 'quoted', 'accepted', 'declined', 'expired'));--> statement-breakpoint
UPDATE "products" SET "certification_required" = true WHERE "category" IN ('CFC', 'HCFC', 'HFC');--> statement-breakpoint
UPDATE "order_items" SET "un_number" = p."un_number", "hazard_class" = p."hazard_class" FROM "products" p WHERE p."id" = "order_items"."product_id";
