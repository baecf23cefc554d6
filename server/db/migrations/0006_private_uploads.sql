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