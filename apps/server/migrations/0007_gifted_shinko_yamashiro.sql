ALTER TABLE "users" ADD COLUMN "language" varchar(2) DEFAULT 'pl' NOT NULL;--> statement-breakpoint
ALTER TABLE "bans" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bans" ADD COLUMN "lifted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bans" ADD COLUMN "lifted_by" integer;--> statement-breakpoint
ALTER TABLE "bans" ADD CONSTRAINT "bans_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bans_created_at_idx" ON "bans" USING btree ("created_at");--> statement-breakpoint
-- Before this migration every ban without an admin was the IP-limit auto-ban.
UPDATE "bans" SET "automatic" = true WHERE "created_by" IS NULL;