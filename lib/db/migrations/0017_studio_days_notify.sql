-- Every change to what blocks a studio's days (its bookings and holds, its imported busy times) is
-- announced on the channel 'studio_days_changed' with the studio's id, so every app instance can drop
-- the availability it cached for that studio (lib/booking/day-blocks.ts). The notification is sent
-- when the writing transaction commits, never for one rolled back. '*' means every studio.
CREATE FUNCTION "notify_studio_days_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('studio_days_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('studio_days_changed', OLD."studio_id");
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."studio_id" IS DISTINCT FROM OLD."studio_id") THEN
    PERFORM pg_notify('studio_days_changed', NEW."studio_id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_notify_studio_days" AFTER INSERT OR DELETE OR UPDATE OF "status", "blocked_from", "blocked_until", "studio_id" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "notify_studio_days_changed"();--> statement-breakpoint
CREATE TRIGGER "bookings_notify_studio_days_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_studio_days_changed"();--> statement-breakpoint
CREATE TRIGGER "calendar_imports_notify_studio_days" AFTER INSERT OR UPDATE OR DELETE ON "studio_calendar_imports"
  FOR EACH ROW EXECUTE FUNCTION "notify_studio_days_changed"();--> statement-breakpoint
CREATE TRIGGER "calendar_imports_notify_studio_days_truncate" AFTER TRUNCATE ON "studio_calendar_imports"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_studio_days_changed"();
