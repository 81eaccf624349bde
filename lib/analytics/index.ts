// Browser-safe analytics settings; the server handler lives in ./pageview (imports the database).
const GA_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/;

/** The GA4 measurement id, when one is configured and well-formed; else first-party page views. */
export function gaMeasurementId(value: string | undefined): string | null {
  return value && GA_ID_PATTERN.test(value) ? value : null;
}

/** The GA4 id this build was configured with (`NEXT_PUBLIC_GA_MEASUREMENT_ID`), or null. */
export const configuredGaId = () => gaMeasurementId(process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID);

/** Whether this build turns the first-visit auto-accept on (`NEXT_PUBLIC_CONSENT_AUTO_ACCEPT`). */
export const configuredConsentAutoAccept = () =>
  consentAutoAcceptEnabled(process.env.NEXT_PUBLIC_CONSENT_AUTO_ACCEPT);

/** The spec's first-visit auto-accept, only when explicitly turned on (`NEXT_PUBLIC_CONSENT_AUTO_ACCEPT=1`). */
export function consentAutoAcceptEnabled(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}
