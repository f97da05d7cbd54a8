CREATE TABLE "settings_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(16) NOT NULL,
	"subject_id" integer,
	"user_id" integer,
	"user_email" varchar(254) DEFAULT '' NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(32) NOT NULL,
	"all_users" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"last_user_id" integer DEFAULT 0 NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"ref" varchar(32) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "settings_audit" ADD CONSTRAINT "settings_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_runs" ADD CONSTRAINT "notification_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settings_audit_created_idx" ON "settings_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "settings_audit_subject_idx" ON "settings_audit" USING btree ("subject","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_sent_unique" ON "reminders_sent" USING btree ("kind","user_id","ref");--> statement-breakpoint
CREATE INDEX "reminders_sent_user_idx" ON "reminders_sent" USING btree ("user_id");