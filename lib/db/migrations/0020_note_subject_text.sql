-- Notes on a customer (issue #48 item 4) name them by their address key, not an id: the subject is text.
ALTER TABLE "admin_notes" ALTER COLUMN "subject_id" SET DATA TYPE text;