-- Indexes for a studio three years old (issue #48, item 7; measured with npm run content:seed:history
-- and .scripts/bench-admin-queries.ts): one customer's bookings by the key the back office counts
-- them by, what credit notes took off an invoice (read by the ledger's trigger for every document),
-- the money that moved in a window of time, and the admins the audit log's filter offers.
CREATE INDEX "bookings_customer_key_idx" ON "bookings" USING btree (coalesce("guest_email_key", lower("guest_email")),"start_at");--> statement-breakpoint
CREATE INDEX "invoices_credits_invoice_idx" ON "invoices" USING btree ("credits_invoice_id");--> statement-breakpoint
CREATE INDEX "payments_moved_at_idx" ON "payments" USING btree (coalesce("settled_at", "created_at")) WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor_idx" ON "admin_audit_log" USING btree ("actor_email");