CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"requested_by" integer,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"token_hash" varchar(64),
	"document" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(2) DEFAULT 'pl' NOT NULL;--> statement-breakpoint
ALTER TABLE "bans" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bans" ADD COLUMN "lifted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bans" ADD COLUMN "lifted_by" integer;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_token_idx" ON "data_exports" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "bans" ADD CONSTRAINT "bans_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("lastname","firstname");--> statement-breakpoint
CREATE INDEX "users_country_idx" ON "users" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "bans_created_at_idx" ON "bans" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "settings_audit_subject_id_idx" ON "settings_audit" USING btree ("subject","subject_id","created_at");--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express it): the admin user search by any part of the e-mail or
-- name (apps/server/src/db/fragment-search.ts). The expression must stay the one foldedText builds.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((translate(lower("email" || ' ' || "firstname" || ' ' || "lastname"), 'ĄĆĘŁŃÓŚŹŻąćęłńóśźż', 'acelnoszzacelnoszz')) gin_trgm_ops);--> statement-breakpoint
-- Before this migration every ban without an admin was the IP-limit auto-ban.
UPDATE "bans" SET "automatic" = true WHERE "created_by" IS NULL;
