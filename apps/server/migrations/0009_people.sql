CREATE INDEX "users_name_idx" ON "users" USING btree ("lastname","firstname");--> statement-breakpoint
CREATE INDEX "users_country_idx" ON "users" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "settings_audit_subject_id_idx" ON "settings_audit" USING btree ("subject","subject_id","created_at");--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express it): the admin user search by any part of the e-mail or
-- name (apps/server/src/db/fragment-search.ts). The expression must stay the one foldedText builds.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((translate(lower("email" || ' ' || "firstname" || ' ' || "lastname"), 'ĄĆĘŁŃÓŚŹŻąćęłńóśźż', 'acelnoszzacelnoszz')) gin_trgm_ops);
