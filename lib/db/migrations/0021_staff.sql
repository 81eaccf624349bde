-- Staff as resources: bookable people (engineers, producers) with skills, studios, weekly hours and
-- time off; a booking whose add-ons need a skill holds one of them in bookings.staff_id. No person is
-- in two active sessions or holds at once, their blocked ranges included: the same guarantee the
-- studios have (migration 0011), kept by the database whatever the application does.
CREATE TABLE "staff_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"job_title" text NOT NULL,
	"team_member_id" text,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"studio_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weekly_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customers_may_choose" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"feed_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_feed_token_hash_unique" UNIQUE("feed_token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_time_off_in_order" CHECK ("staff_time_off"."ends_at" > "staff_time_off"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "staff_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_time_off" ADD CONSTRAINT "staff_time_off_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_time_off_staff_idx" ON "staff_time_off" USING btree ("staff_id","starts_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_staff_idx" ON "bookings" USING btree ("staff_id","start_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_staff_no_overlap"
  EXCLUDE USING gist ("staff_id" WITH =, "during" WITH &&)
  WHERE ("status" IN ('active', 'pending') AND "staff_id" IS NOT NULL);
