CREATE TABLE "integrations" (
	"provider" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"sealed_secret" text NOT NULL,
	"connected_by" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
