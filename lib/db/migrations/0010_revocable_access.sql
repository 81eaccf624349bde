CREATE TABLE "install_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_api_credentials" ADD COLUMN "session_version" integer;