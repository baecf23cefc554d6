CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"provider_payment_id" text,
	"provider_refund_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "payment_events_provider_event_unique" UNIQUE("provider","event_id"),
	CONSTRAINT "payment_events_provider_check" CHECK ("payment_events"."provider" in ('sandbox', 'stripe')),
	CONSTRAINT "payment_events_outcome_check" CHECK ("payment_events"."outcome" in ('applied', 'stale', 'unmatched', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "provider_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"capture_method" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"status_event_id" text,
	"status_at" timestamp with time zone,
	"amount_received" numeric(12, 2) DEFAULT '0' NOT NULL,
	"capture_before" timestamp with time zone,
	"card_brand" text,
	"card_last4" text,
	"card_expiry" text,
	"cardholder_name" text,
	"bank_name" text,
	"bank_last4" text,
	"mandate_id" text,
	"mandate_text" text,
	"mandate_language" text,
	"mandate_accepted_at" timestamp with time zone,
	"mandate_ip" text,
	"mandate_user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_payments_provider_payment_unique" UNIQUE("provider","provider_payment_id"),
	CONSTRAINT "provider_payments_provider_check" CHECK ("provider_payments"."provider" in ('sandbox', 'stripe')),
	CONSTRAINT "provider_payments_method_check" CHECK ("provider_payments"."method" in ('card', 'bank_debit')),
	CONSTRAINT "provider_payments_capture_method_check" CHECK ("provider_payments"."capture_method" in ('automatic', 'manual')),
	CONSTRAINT "provider_payments_status_check" CHECK ("provider_payments"."status" in ('created', 'requires_action', 'processing', 'failed', 'authorized', 'canceled', 'succeeded')),
	CONSTRAINT "provider_payments_mandate_language_check" CHECK ("provider_payments"."mandate_language" is null or "provider_payments"."mandate_language" in ('en', 'fr', 'es')),
	CONSTRAINT "provider_payments_amount_check" CHECK ("provider_payments"."amount" > 0),
	CONSTRAINT "provider_payments_amount_received_check" CHECK ("provider_payments"."amount_received" >= 0 and "provider_payments"."amount_received" <= "provider_payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider_payment_id" uuid,
	"provider_refund_id" text,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_key" text NOT NULL,
	"requested_by_id" text,
	"requested_by_email" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_order_request_key_unique" UNIQUE("order_id","request_key"),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" in ('requested_by_customer', 'duplicate', 'fraudulent', 'order_cancelled', 'other')),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"behaviour" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"behaviour" text NOT NULL,
	"card_brand" text,
	"last4" text NOT NULL,
	"expiry" text,
	"cardholder_name" text,
	"bank_name" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_state_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_refunded" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unpaid_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_provider_payment_id_provider_payments_id_fk" FOREIGN KEY ("provider_payment_id") REFERENCES "public"."provider_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("provider","provider_payment_id","occurred_at");--> statement-breakpoint
CREATE INDEX "provider_payments_order_id_idx" ON "provider_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "provider_payments_status_capture_before_idx" ON "provider_payments" USING btree ("status","capture_before");--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_refunded_check" CHECK ("orders"."amount_refunded" >= 0 and "orders"."amount_refunded" <= "orders"."amount_received");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_state_check" CHECK ("orders"."payment_state" in ('unpaid', 'partially_paid', 'paid', 'awaiting_action', 'processing', 'authorized', 'partially_refunded', 'refunded'));