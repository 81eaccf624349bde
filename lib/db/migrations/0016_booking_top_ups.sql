-- A customer's move to a dearer time waits for the deposit difference, paid through its own checkout; a provider refund names the payment it hands back (issue #46).
CREATE TABLE "booking_top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"price_pence" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"checkout_ref" text,
	"booking_sequence" integer NOT NULL,
	"next_manage_token" text,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "booking_top_ups_amount_positive" CHECK ("booking_top_ups"."amount_pence" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of" uuid;--> statement-breakpoint
ALTER TABLE "booking_top_ups" ADD CONSTRAINT "booking_top_ups_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_top_ups" ADD CONSTRAINT "booking_top_ups_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_top_ups_booking_idx" ON "booking_top_ups" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_top_ups_one_open" ON "booking_top_ups" USING btree ("booking_id") WHERE "booking_top_ups"."status" = 'open';