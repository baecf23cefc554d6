CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"received_on" date NOT NULL,
	"reference" text,
	"method" text NOT NULL,
	"recorded_by_id" text,
	"recorded_by_email" text NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_request_key_unique" UNIQUE("order_id","request_key"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('bank_wire', 'check', 'credit_card', 'other'))
);
--> statement-breakpoint
DROP INDEX "orders_unpaid_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_state" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_received" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_state_created_at_idx" ON "orders" USING btree ("payment_state","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("payment_method","created_at") WHERE "orders"."status" = 'pending' and "orders"."payment_method" in ('bank_wire', 'check') and "orders"."payment_state" = 'unpaid';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_state_check" CHECK ("orders"."payment_state" in ('unpaid', 'partially_paid', 'paid'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_received_check" CHECK ("orders"."amount_received" >= 0);--> statement-breakpoint
-- Card orders were paid when placed; wire and check orders an admin already moved past pending had their money seen (docs/decisions/028).
UPDATE "orders" SET "payment_state" = 'paid' WHERE "payment_method" = 'credit_card' OR "status" IN ('processing', 'shipped', 'delivered');
