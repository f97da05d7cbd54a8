CREATE TABLE "payu_sandbox_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"notify_url" text NOT NULL,
	"body" text NOT NULL,
	"signature" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payu_sandbox_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"pos_id" text NOT NULL,
	"ext_order_id" text NOT NULL,
	"status" text NOT NULL,
	"checkout_token" text NOT NULL,
	"total_amount" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"request" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payu_sandbox_refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"ext_refund_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payu_sandbox_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"out_of_order" boolean DEFAULT false NOT NULL,
	"algorithm" text DEFAULT 'SHA-256' NOT NULL,
	CONSTRAINT "payu_sandbox_settings_one_row" CHECK ("payu_sandbox_settings"."id" = 1),
	CONSTRAINT "payu_sandbox_settings_duplicates" CHECK ("payu_sandbox_settings"."duplicates" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "payu_sandbox_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"pos_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payu_sandbox_refunds" ADD CONSTRAINT "payu_sandbox_refunds_order_id_payu_sandbox_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payu_sandbox_orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payu_sandbox_orders_ext_uq" ON "payu_sandbox_orders" USING btree ("pos_id","ext_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payu_sandbox_refunds_ext_uq" ON "payu_sandbox_refunds" USING btree ("order_id","ext_refund_id");