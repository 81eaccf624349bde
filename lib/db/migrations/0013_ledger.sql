-- The booking ledger's invariants, kept by the database whatever the application does (issue #46).
DROP INDEX "promo_redemptions_customer_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_email_key" text;--> statement-breakpoint
UPDATE "bookings" SET "guest_email_key" = lower("guest_email");--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "address_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "address_confirmed" = true WHERE "user_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunds_recorded_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_network" text;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "customer_key" text;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "user_id" text;--> statement-breakpoint
UPDATE "promo_redemptions" SET "customer_key" = lower("customer_email");--> statement-breakpoint
ALTER TABLE "promo_redemptions" ALTER COLUMN "customer_key" SET NOT NULL;--> statement-breakpoint
UPDATE "bookings" b SET "refunds_recorded_pence" = coalesce((
  SELECT sum(p."amount_pence") FROM "payments" p
  WHERE p."booking_id" = b."id" AND p."direction" = 'out' AND p."status" <> 'failed'
), 0);--> statement-breakpoint
CREATE INDEX "mail_messages_to_idx" ON "mail_messages" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "bookings_client_network_idx" ON "bookings" USING btree ("client_network");--> statement-breakpoint
CREATE INDEX "bookings_guest_email_key_idx" ON "bookings" USING btree ("guest_email_key");--> statement-breakpoint
CREATE INDEX "promo_redemptions_user_idx" ON "promo_redemptions" USING btree ("promo_code_id","user_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_customer_idx" ON "promo_redemptions" USING btree ("promo_code_id","customer_key");--> statement-breakpoint
-- NOT VALID: rows from before the ledger are not re-checked; every new or changed row is.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_money_in_order" CHECK ("bookings"."paid_pence" >= 0 and "bookings"."refunded_pence" >= 0 and "bookings"."refunded_pence" <= "bookings"."refunds_recorded_pence" and "bookings"."refunds_recorded_pence" <= "bookings"."paid_pence" and "bookings"."invoiced_pence" >= 0) NOT VALID;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_online_deposit_received" CHECK ("bookings"."status" <> 'active' or "bookings"."payment_method" <> 'stripe' or "bookings"."paid_pence" >= "bookings"."due_online_pence") NOT VALID;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_uses_within_limit" CHECK ("promo_codes"."uses" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."uses" <= "promo_codes"."max_uses")) NOT VALID;--> statement-breakpoint
-- A booking's money columns are the sums of its payments, and its refunds never exceed the money
-- taken. Checked when the transaction commits (a payment row and its booking's columns change in
-- separate statements of one transaction).
CREATE FUNCTION "ledger_check_booking_money"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
  booked record;
  taken integer;
  recorded integer;
  handed integer;
BEGIN
  IF TG_TABLE_NAME = 'payments' THEN target := NEW."booking_id"; ELSE target := NEW."id"; END IF;
  SELECT "paid_pence", "refunded_pence", "refunds_recorded_pence" INTO booked
    FROM "bookings" WHERE "id" = target;
  SELECT
    coalesce(sum("amount_pence") FILTER (WHERE "direction" = 'in' AND "status" = 'succeeded'), 0),
    coalesce(sum("amount_pence") FILTER (WHERE "direction" = 'out' AND "status" <> 'failed'), 0),
    coalesce(sum("amount_pence") FILTER (WHERE "direction" = 'out' AND "status" = 'succeeded'), 0)
    INTO taken, recorded, handed
    FROM "payments" WHERE "booking_id" = target;
  IF recorded > taken THEN
    RAISE EXCEPTION 'ledger: refunds of booking % (% p) exceed the money taken (% p)', target, recorded, taken
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_refunds_within_money_taken';
  END IF;
  IF booked."paid_pence" <> taken OR booked."refunds_recorded_pence" <> recorded OR booked."refunded_pence" <> handed THEN
    RAISE EXCEPTION 'ledger: booking % says paid %, refunds % (% handed back), its payments say %, %, %',
      target, booked."paid_pence", booked."refunds_recorded_pence", booked."refunded_pence", taken, recorded, handed
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_booking_matches_payments';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_ledger" AFTER INSERT OR UPDATE ON "payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_booking_money"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bookings_money_ledger" AFTER UPDATE OF "paid_pence", "refunded_pence", "refunds_recorded_pence" ON "bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_booking_money"();--> statement-breakpoint
-- What a booking's documents ask for: its invoices less its credit notes equal invoiced_pence, and
-- no invoice is credited beyond its amount.
CREATE FUNCTION "ledger_check_booking_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
  invoiced integer;
  documented integer;
  overcredited text;
BEGIN
  IF TG_TABLE_NAME = 'invoices' THEN target := NEW."booking_id"; ELSE target := NEW."id"; END IF;
  SELECT "invoiced_pence" INTO invoiced FROM "bookings" WHERE "id" = target;
  SELECT coalesce(sum(CASE WHEN "kind" = 'invoice' THEN "gross_pence" ELSE -"gross_pence" END), 0)
    INTO documented FROM "invoices" WHERE "booking_id" = target;
  SELECT i."number" INTO overcredited FROM "invoices" i
    WHERE i."booking_id" = target AND i."kind" = 'invoice'
      AND i."gross_pence" < (SELECT coalesce(sum(c."gross_pence"), 0) FROM "invoices" c WHERE c."credits_invoice_id" = i."id")
    LIMIT 1;
  IF overcredited IS NOT NULL THEN
    RAISE EXCEPTION 'ledger: invoice % is credited beyond its amount', overcredited
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_credit_within_invoice';
  END IF;
  IF invoiced <> documented THEN
    RAISE EXCEPTION 'ledger: booking % is invoiced % p but its documents say % p', target, invoiced, documented
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_invoiced_matches_documents';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoices_ledger" AFTER INSERT OR UPDATE ON "invoices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_booking_documents"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bookings_documents_ledger" AFTER UPDATE OF "invoiced_pence" ON "bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_booking_documents"();--> statement-breakpoint
-- A promo code's use count is its redemptions.
CREATE FUNCTION "ledger_check_promo_uses"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
  counted integer;
  redeemed integer;
BEGIN
  IF TG_TABLE_NAME = 'promo_codes' THEN target := NEW."id";
  ELSIF TG_OP = 'DELETE' THEN target := OLD."promo_code_id";
  ELSE target := NEW."promo_code_id";
  END IF;
  SELECT "uses" INTO counted FROM "promo_codes" WHERE "id" = target;
  SELECT count(*) INTO redeemed FROM "promo_redemptions" WHERE "promo_code_id" = target;
  IF counted <> redeemed THEN
    RAISE EXCEPTION 'ledger: promo code % counts % uses but has % redemptions', target, counted, redeemed
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_promo_uses_match_redemptions';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "promo_redemptions_ledger" AFTER INSERT OR UPDATE OR DELETE ON "promo_redemptions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_promo_uses"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "promo_codes_ledger" AFTER UPDATE OF "uses" ON "promo_codes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_promo_uses"();
