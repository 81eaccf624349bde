DROP INDEX "mail_messages_to_idx";--> statement-breakpoint
CREATE INDEX "mail_messages_to_lower_idx" ON "mail_messages" USING btree (lower("to"),"created_at");