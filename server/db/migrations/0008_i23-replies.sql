CREATE TABLE "contact_thread_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_submission_id" uuid,
	"support_ticket_id" uuid,
	"author_type" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_thread_messages_author_type_check" CHECK ("contact_thread_messages"."author_type" in ('customer', 'admin')),
	CONSTRAINT "contact_thread_messages_one_parent_check" CHECK (num_nonnulls("contact_thread_messages"."contact_submission_id", "contact_thread_messages"."support_ticket_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" DROP CONSTRAINT "contact_submissions_status_check";--> statement-breakpoint
ALTER TABLE "support_tickets" DROP CONSTRAINT "support_tickets_status_check";--> statement-breakpoint
ALTER TABLE "contact_submissions" ALTER COLUMN "status" SET DEFAULT 'open';--> statement-breakpoint
-- Custom (issue 23, docs/decisions/036): the four old statuses become the three thread states. new and in_progress
-- are still the shop's to answer (open); resolved and closed are done (closed). Each changed row keeps its old status
-- in the audit log, so nothing is lost.
INSERT INTO "audit_log" ("actor_email", "action", "entity_type", "entity_id", "before", "after")
SELECT 'migration 0008', 'contact_submission.status', 'contact_submission', "id"::text, jsonb_build_object('status', "status"),
  jsonb_build_object('status', CASE WHEN "status" IN ('resolved', 'closed') THEN 'closed' ELSE 'open' END)
FROM "contact_submissions" WHERE "status" NOT IN ('open', 'answered', 'closed');--> statement-breakpoint
INSERT INTO "audit_log" ("actor_email", "action", "entity_type", "entity_id", "before", "after")
SELECT 'migration 0008', 'support_ticket.status', 'support_ticket', "id"::text, jsonb_build_object('status', "status"),
  jsonb_build_object('status', CASE WHEN "status" IN ('resolved', 'closed') THEN 'closed' ELSE 'open' END)
FROM "support_tickets" WHERE "status" NOT IN ('open', 'answered', 'closed');--> statement-breakpoint
UPDATE "contact_submissions" SET "status" = CASE WHEN "status" IN ('resolved', 'closed') THEN 'closed' ELSE 'open' END WHERE "status" NOT IN ('open', 'answered', 'closed');--> statement-breakpoint
UPDATE "support_tickets" SET "status" = CASE WHEN "status" IN ('resolved', 'closed') THEN 'closed' ELSE 'open' END WHERE "status" NOT IN ('open', 'answered', 'closed');--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "contact_thread_messages" ADD CONSTRAINT "contact_thread_messages_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_thread_messages" ADD CONSTRAINT "contact_thread_messages_support_ticket_id_support_tickets_id_fk" FOREIGN KEY ("support_ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_thread_messages" ADD CONSTRAINT "contact_thread_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_thread_messages_submission_idx" ON "contact_thread_messages" USING btree ("contact_submission_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_thread_messages_ticket_idx" ON "contact_thread_messages" USING btree ("support_ticket_id","created_at");--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_status_check" CHECK ("contact_submissions"."status" in ('open', 'answered', 'closed'));--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_status_check" CHECK ("support_tickets"."status" in ('open', 'answered', 'closed'));