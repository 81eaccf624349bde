import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LEAD_STATUSES } from './enums';

// Every message sent through the contact form, stored before any e-mail or CRM call is attempted.
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  source: text('source').notNull().default('contact-form'),
  // The sender's Idempotency-Key: a retried submit returns the stored message instead of a second one.
  idempotencyKey: text('idempotency_key').unique(),
  leadStatus: text('lead_status', { enum: LEAD_STATUSES }).notNull().default('new'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Leads captured by the embedded CRM (`provider: local`) or forwarded to HubSpot (with its answer).
export const crmSubmissions = pgTable('crm_submissions', {
  id: uuid('id').primaryKey().defaultRandom(),
  provider: text('provider', { enum: ['local', 'hubspot'] }).notNull(),
  formName: text('form_name').notNull(),
  email: text('email'),
  fields: jsonb('fields').$type<Record<string, string>>().notNull(),
  contactMessageId: uuid('contact_message_id'),
  // Only read for get-started leads (no contact message): a contact lead's status is its message's.
  leadStatus: text('lead_status', { enum: LEAD_STATUSES }).notNull().default('new'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ConsentChoice = {
  necessary: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
};

// Proof of consent (UK GDPR Art. 7(1)): who (an anonymous browser id), what, when and which banner text.
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    anonymousId: text('anonymous_id').notNull(),
    choice: jsonb('choice').$type<ConsentChoice>().notNull(),
    action: text('action').notNull(),
    bannerVersion: text('banner_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consent_records_anonymous_idx').on(table.anonymousId)],
);

// First-party page-view log used when no GA4 measurement id is configured (only with analytics consent).
export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    // Page-load time of the first view of a visit (the spec's timing event), else null.
    loadTimeMs: integer('load_time_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_views_created_idx').on(table.createdAt)],
);
