CREATE TABLE "public_data_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "public_data_version_one_row" CHECK ("public_data_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "public_data_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Any write to what public reads show moves the version, in the writer's transaction (one UPDATE
-- per statement, not per row), so cached public answers made before it are never served again.
CREATE FUNCTION "bump_public_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "public_data_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "videos_bumps_public_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "videos" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_data_version"();--> statement-breakpoint
CREATE TRIGGER "video_categories_bumps_public_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "video_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_data_version"();--> statement-breakpoint
CREATE TRIGGER "video_translations_bumps_public_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "video_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_data_version"();--> statement-breakpoint
CREATE TRIGGER "events_bumps_public_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_data_version"();--> statement-breakpoint
CREATE TRIGGER "event_translations_bumps_public_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_data_version"();--> statement-breakpoint
CREATE TRIGGER "categories_bumps_public_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_data_version"();--> statement-breakpoint
CREATE TRIGGER "category_translations_bumps_public_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_data_version"();--> statement-breakpoint
CREATE TRIGGER "galleries_bumps_public_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "galleries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_data_version"();--> statement-breakpoint
CREATE TRIGGER "gallery_images_bumps_public_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gallery_images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_data_version"();--> statement-breakpoint
CREATE TRIGGER "slides_bumps_public_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "slides" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_data_version"();--> statement-breakpoint
CREATE TRIGGER "slide_translations_bumps_public_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "slide_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_data_version"();--> statement-breakpoint
CREATE TRIGGER "app_config_bumps_public_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_config" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_data_version"();--> statement-breakpoint
CREATE TRIGGER "pages_bumps_public_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_data_version"();
