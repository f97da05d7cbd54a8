CREATE TABLE "invoice_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"email" varchar(254) NOT NULL,
	"data" jsonb NOT NULL,
	"sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" varchar(30),
	"to_status" varchar(30) NOT NULL,
	"actor" varchar(40) NOT NULL,
	"actor_user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"ext_refund_id" varchar(64) NOT NULL,
	"provider_refund_id" varchar(64),
	"amount" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"reason" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"ext_order_id" varchar(32) NOT NULL,
	"product_type" varchar(20) NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_order_id" varchar(64),
	"redirect_uri" varchar(2000),
	"user_id" integer,
	"event_id" integer,
	"video_id" integer,
	"title" varchar(200) NOT NULL,
	"firstname" varchar(100),
	"lastname" varchar(100),
	"email" varchar(254) NOT NULL,
	"country" varchar(2),
	"customer_ip" varchar(64),
	"language" varchar(2) DEFAULT 'pl' NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'PLN' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"status" varchar(30) DEFAULT 'NOT_STARTED' NOT NULL,
	"used_code" varchar(64),
	"holds_ticket" boolean DEFAULT false NOT NULL,
	"hold_until" timestamp with time zone,
	"open_slot" boolean,
	"access_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amount_nonnegative" CHECK ("orders"."amount" >= 0),
	CONSTRAINT "orders_quantity_positive" CHECK ("orders"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"order_id" integer,
	"provider" varchar(20) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"status" varchar(30) NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"detail" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_stock" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"ticket_limit" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_stock_within_limit" CHECK ("ticket_stock"."held" >= 0 AND "ticket_stock"."held" <= "ticket_stock"."ticket_limit")
);
--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_access_id_access_grants_id_fk" FOREIGN KEY ("access_id") REFERENCES "public"."access_grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_stock" ADD CONSTRAINT "ticket_stock_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_order_unique" ON "invoice_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoice_requests_created_idx" ON "invoice_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_ext_unique" ON "order_refunds" USING btree ("ext_refund_id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_ext_order_id_unique" ON "orders" USING btree ("ext_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_order_unique" ON "orders" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_slot_unique" ON "orders" USING btree ("user_id","product_type",coalesce("event_id", "video_id")) WHERE "orders"."open_slot";--> statement-breakpoint
CREATE INDEX "orders_user_type_created_idx" ON "orders" USING btree ("user_id","product_type","created_at");--> statement-breakpoint
CREATE INDEX "orders_event_status_idx" ON "orders" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "orders_video_status_idx" ON "orders" USING btree ("video_id","status");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_key_unique" ON "payment_notifications" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_id");--> statement-breakpoint
-- ticket_stock follows events.available_tickets (orders.table.ts): a limit set or changed upserts the
-- row (held recounted from the orders that hold a ticket), unlimited deletes it. Lowering the limit
-- below the tickets held fails the CHECK, so the event's save is refused rather than overselling.
CREATE OR REPLACE FUNCTION ticket_stock_follow_event() RETURNS trigger AS $$
BEGIN
  IF NEW.available_tickets IS NULL THEN
    DELETE FROM ticket_stock WHERE event_id = NEW.id;
  ELSE
    INSERT INTO ticket_stock (event_id, ticket_limit, held)
    VALUES (NEW.id, NEW.available_tickets, (SELECT count(*) FROM orders WHERE event_id = NEW.id AND holds_ticket))
    ON CONFLICT (event_id) DO UPDATE SET ticket_limit = EXCLUDED.ticket_limit, held = EXCLUDED.held, updated_at = now();
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER events_ticket_stock AFTER INSERT OR UPDATE OF available_tickets ON events
  FOR EACH ROW EXECUTE FUNCTION ticket_stock_follow_event();
--> statement-breakpoint
INSERT INTO ticket_stock (event_id, ticket_limit) SELECT id, available_tickets FROM events WHERE available_tickets IS NOT NULL;
