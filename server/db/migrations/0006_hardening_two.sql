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
--> statement-breakpoint
CREATE TABLE "private_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text,
	"purpose" text NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone,
	CONSTRAINT "private_uploads_path_unique" UNIQUE("path"),
	CONSTRAINT "private_uploads_purpose_check" CHECK ("private_uploads"."purpose" in ('certification_card'))
);
--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "card_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "private_uploads" ADD CONSTRAINT "private_uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "private_uploads_unattached_idx" ON "private_uploads" USING btree ("created_at") WHERE "private_uploads"."attached_at" is null;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_card_upload_id_private_uploads_id_fk" FOREIGN KEY ("card_upload_id") REFERENCES "public"."private_uploads"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_second_factor_codes" (
	"user_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "used_second_factor_codes_user_id_code_hash_pk" PRIMARY KEY("user_id","code_hash")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor" text;--> statement-breakpoint
ALTER TABLE "used_second_factor_codes" ADD CONSTRAINT "used_second_factor_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_throttles_last_attempt_at_idx" ON "auth_throttles" USING btree ("last_attempt_at");
