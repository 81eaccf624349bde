CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" text NOT NULL,
	"date" date NOT NULL,
	"from_minute" integer NOT NULL,
	"until_minute" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offer_booking_id" uuid,
	"offered_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_window_fits" CHECK ("waitlist_entries"."from_minute" >= 0 AND "waitlist_entries"."until_minute" <= 1440 AND "waitlist_entries"."until_minute" - "waitlist_entries"."from_minute" >= "waitlist_entries"."duration_minutes" AND "waitlist_entries"."duration_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offer_booking_id_bookings_id_fk" FOREIGN KEY ("offer_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_day_idx" ON "waitlist_entries" USING btree ("studio_id","date","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_per_customer_day" ON "waitlist_entries" USING btree ("studio_id","date","email_key");--> statement-breakpoint
CREATE INDEX "waitlist_entries_email_idx" ON "waitlist_entries" USING btree ("email_key","date");--> statement-breakpoint
-- Hand-written: time a studio's booking or hold gave up (cancelled, expired, released, moved away)
-- is offered to its day's waitlist. Whatever path frees it, the database queues the offer job
-- (lib/waitlist/offers.ts) in the same transaction, and only when someone is waiting that day.
CREATE FUNCTION "queue_waitlist_offer"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  freed_day date := (OLD."start_at" AT TIME ZONE 'Europe/London')::date;
BEGIN
  IF OLD."status" NOT IN ('active', 'pending') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."status" IN ('active', 'pending')
     AND NEW."studio_id" = OLD."studio_id"
     AND NEW."blocked_from" <= OLD."blocked_from" AND NEW."blocked_until" >= OLD."blocked_until" THEN
    RETURN NULL;
  END IF;
  IF EXISTS (
    SELECT 1 FROM "waitlist_entries"
    WHERE "studio_id" = OLD."studio_id" AND "date" = freed_day AND "offer_booking_id" IS NULL
  ) THEN
    INSERT INTO "outbox_jobs" ("kind", "payload")
    VALUES ('waitlist.offer', jsonb_build_object('studioId', OLD."studio_id", 'date', to_char(freed_day, 'YYYY-MM-DD')));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_queue_waitlist_offer" AFTER DELETE OR UPDATE OF "status", "blocked_from", "blocked_until", "studio_id" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "queue_waitlist_offer"();
