CREATE TABLE "newsletter_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"token_hash" text NOT NULL,
	"language" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_ip" text NOT NULL,
	"form" text NOT NULL,
	"page" text,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_ip" text,
	CONSTRAINT "newsletter_confirmations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "newsletter_confirmations_language_check" CHECK ("newsletter_confirmations"."language" in ('en', 'fr', 'es'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ALTER COLUMN "is_active" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Subscribers from before double opt-in stay confirmed (docs/decisions/031): their subscription date stands for it.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "subscribed_at";--> statement-breakpoint
CREATE INDEX "newsletter_confirmations_email_requested_at_idx" ON "newsletter_confirmations" USING btree ("email","requested_at");--> statement-breakpoint
CREATE INDEX "newsletter_confirmations_ip_requested_at_idx" ON "newsletter_confirmations" USING btree ("requested_ip","requested_at");--> statement-breakpoint
CREATE INDEX "newsletter_confirmations_requested_at_idx" ON "newsletter_confirmations" USING btree ("requested_at");--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_active_confirmed_check" CHECK (not "newsletter_subscribers"."is_active" or "newsletter_subscribers"."confirmed_at" is not null);