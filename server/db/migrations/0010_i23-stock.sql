ALTER TABLE "products" ADD COLUMN "lead_times" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_items" ADD COLUMN "reserved_cylinders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "stock_hold" text;--> statement-breakpoint
CREATE INDEX "quotes_stock_hold_idx" ON "quotes" USING btree ("stock_hold") WHERE "quotes"."stock_hold" = 'held';--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_reserved_cylinders_check" CHECK ("quote_items"."reserved_cylinders" >= 0);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_stock_hold_check" CHECK ("quotes"."stock_hold" in ('held', 'released', 'used'));