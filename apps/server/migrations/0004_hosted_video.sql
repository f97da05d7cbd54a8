CREATE TABLE "hosted_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(8) NOT NULL,
	"provider_id" varchar(32) NOT NULL,
	"uri" text NOT NULL,
	"name" varchar(128) NOT NULL,
	"status" varchar(16) DEFAULT 'NOT_UPLOADED' NOT NULL,
	"upload_link" text,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_video_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"language" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_video_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"upload_offset" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"lock_token" uuid,
	"locked_until" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"container" varchar(8),
	"packaging_state" varchar(12),
	"packaging_progress" integer,
	"packaging_note" text,
	"duration_seconds" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_signing_keys" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_video_tracks" ADD CONSTRAINT "local_video_tracks_upload_id_local_video_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."local_video_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hosted_videos_provider_id_unique" ON "hosted_videos" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE INDEX "hosted_videos_created_idx" ON "hosted_videos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "local_video_uploads_expires_idx" ON "local_video_uploads" USING btree ("expires_at");