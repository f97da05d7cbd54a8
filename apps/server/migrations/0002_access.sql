CREATE TABLE "access_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer,
	"video_id" integer,
	"source" varchar(20) NOT NULL,
	"granted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_played_at" timestamp with time zone,
	"expiration_date" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "access_grants_one_item" CHECK (("access_grants"."event_id" IS NULL) <> ("access_grants"."video_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "playback_starts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"access_id" integer,
	"event_id" integer,
	"video_id" integer,
	"version" varchar(20) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"country" varchar(2),
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_starts" ADD CONSTRAINT "playback_starts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_starts" ADD CONSTRAINT "playback_starts_access_id_access_grants_id_fk" FOREIGN KEY ("access_id") REFERENCES "public"."access_grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_starts" ADD CONSTRAINT "playback_starts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_starts" ADD CONSTRAINT "playback_starts_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_grants_user_event_idx" ON "access_grants" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "access_grants_user_video_idx" ON "access_grants" USING btree ("user_id","video_id");--> statement-breakpoint
CREATE INDEX "access_grants_user_created_idx" ON "access_grants" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "playback_starts_user_started_idx" ON "playback_starts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "videos_search_idx" ON "videos" USING gin (to_tsvector('simple'::regconfig, translate(lower(regexp_replace(coalesce("title", '') || ' ' || coalesce("subtitle", '') || ' ' || coalesce("description", ''), '<[^>]*>', ' ', 'g')), 'ĄĆĘŁŃÓŚŹŻąćęłńóśźż', 'acelnoszzacelnoszz')));--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin (to_tsvector('simple'::regconfig, translate(lower(regexp_replace(coalesce("title", '') || ' ' || coalesce("subtitle", ''), '<[^>]*>', ' ', 'g')), 'ĄĆĘŁŃÓŚŹŻąćęłńóśźż', 'acelnoszzacelnoszz')));--> statement-breakpoint
CREATE INDEX "pages_search_idx" ON "pages" USING gin (to_tsvector('simple'::regconfig, translate(lower(regexp_replace(coalesce("title", '') || ' ' || coalesce("content", ''), '<[^>]*>', ' ', 'g')), 'ĄĆĘŁŃÓŚŹŻąćęłńóśźż', 'acelnoszzacelnoszz')));