CREATE TABLE "codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(30) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL,
	"discount_percent" integer,
	"discount_cash" integer,
	"product_type" varchar(10) NOT NULL,
	"event_id" integer,
	"video_id" integer,
	"use_limit" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expiration_date" timestamp with time zone,
	"order_id" integer,
	"voided_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "codes_uses_within_limit" CHECK ("codes"."uses" >= 0 AND "codes"."uses" <= "codes"."use_limit"),
	CONSTRAINT "codes_limit_positive" CHECK ("codes"."use_limit" >= 1),
	CONSTRAINT "codes_one_discount" CHECK (("codes"."discount_percent" IS NULL) <> ("codes"."discount_cash" IS NULL)),
	CONSTRAINT "codes_percent_range" CHECK ("codes"."discount_percent" IS NULL OR "codes"."discount_percent" BETWEEN 0 AND 100),
	CONSTRAINT "codes_cash_nonnegative" CHECK ("codes"."discount_cash" IS NULL OR "codes"."discount_cash" >= 0),
	CONSTRAINT "codes_kind" CHECK ("codes"."kind" IN ('discount', 'gift', 'group')),
	CONSTRAINT "codes_product_type" CHECK ("codes"."product_type" IN ('any', 'event', 'video'))
);
--> statement-breakpoint
CREATE TABLE "user_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer,
	"used" boolean DEFAULT false NOT NULL,
	"usage_date" timestamp with time zone,
	"access_id" integer
);
--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_codes" ADD CONSTRAINT "user_codes_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_codes" ADD CONSTRAINT "user_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_codes" ADD CONSTRAINT "user_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_codes" ADD CONSTRAINT "user_codes_access_id_access_grants_id_fk" FOREIGN KEY ("access_id") REFERENCES "public"."access_grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "codes_code_unique" ON "codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "codes_order_idx" ON "codes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "codes_kind_expiration_idx" ON "codes" USING btree ("kind","expiration_date");--> statement-breakpoint
CREATE INDEX "codes_event_idx" ON "codes" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "codes_video_idx" ON "codes" USING btree ("video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_codes_code_user_unique" ON "user_codes" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE INDEX "user_codes_user_idx" ON "user_codes" USING btree ("user_id","activated_at");--> statement-breakpoint
CREATE INDEX "user_codes_order_idx" ON "user_codes" USING btree ("order_id");