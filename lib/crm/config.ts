import { z } from 'zod';

const optional = (schema: z.ZodString) =>
  schema.optional().or(z.literal('').transform(() => undefined));

const crmEnvSchema = z.object({
  HUBSPOT_PORTAL_ID: optional(z.string().regex(/^\d+$/, 'HUBSPOT_PORTAL_ID must be digits')),
  HUBSPOT_FORM_ID: optional(
    z.string().regex(/^[0-9a-f-]{8,64}$/i, 'HUBSPOT_FORM_ID must be a form GUID'),
  ),
  HUBSPOT_TRACKING_ID: optional(z.string().regex(/^\d+$/, 'HUBSPOT_TRACKING_ID must be digits')),
  HUBSPOT_FORMS_API: z.string().url().default('https://api.hsforms.com'),
});

export type CrmConfig =
  | { provider: 'local'; trackingId: null }
  | {
      provider: 'hubspot';
      portalId: string;
      formId: string;
      /** The tracking code id; HubSpot's tracking code is the portal id unless told otherwise. */
      trackingId: string;
      formsApi: string;
    };

/** HubSpot when its portal and form are configured, otherwise the embedded CRM (leads stored locally). */
export function crmConfig(env: Record<string, string | undefined> = process.env): CrmConfig {
  const parsed = crmEnvSchema.parse(env);
  if (parsed.HUBSPOT_PORTAL_ID && parsed.HUBSPOT_FORM_ID) {
    return {
      provider: 'hubspot',
      portalId: parsed.HUBSPOT_PORTAL_ID,
      formId: parsed.HUBSPOT_FORM_ID,
      trackingId: parsed.HUBSPOT_TRACKING_ID ?? parsed.HUBSPOT_PORTAL_ID,
      formsApi: parsed.HUBSPOT_FORMS_API.replace(/\/$/, ''),
    };
  }
  return { provider: 'local', trackingId: null };
}
