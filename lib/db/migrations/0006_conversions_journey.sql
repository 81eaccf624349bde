CREATE TABLE "confirmed_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"source_id" text NOT NULL,
	"visitor_id" text,
	"variants" jsonb NOT NULL,
	"value_pence" integer DEFAULT 0 NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "confirmed_events_type_source_unique" UNIQUE("type","source_id")
);
--> statement-breakpoint
CREATE TABLE "experiment_states" (
	"experiment" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"weights" jsonb NOT NULL,
	"winner" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" text NOT NULL,
	"step" text NOT NULL,
	"url" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"active_tests" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "confirmed_events_occurred_idx" ON "confirmed_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "journey_entries_visitor_idx" ON "journey_entries" USING btree ("visitor_id","occurred_at");--> statement-breakpoint
CREATE INDEX "journey_entries_recorded_idx" ON "journey_entries" USING btree ("recorded_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_idempotency_key_unique" UNIQUE("idempotency_key");