-- No double booking, by construction: two active bookings of one studio can never share a moment,
-- buffers included. btree_gist lets the GiST index compare studio_id with "=".
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("studio_id" WITH =, "during" WITH &&) WHERE ("status" = 'active');
