// `POST /api/csp-report`: browsers report what the Content-Security-Policy blocked (the policy is
// set by server/steps/content-security.mjs). Logged for whoever runs the site; a client floods only
// itself.
import { z } from 'zod';
import { raw } from './outcome';
import { route } from './route';

const text = z.string().max(2000).optional();
// The classic report (`report-uri`) and the Reporting API's list both carry these fields.
const violation = z.looseObject({
  'document-uri': text,
  documentURL: text,
  'blocked-uri': text,
  blockedURL: text,
  'violated-directive': text,
  effectiveDirective: text,
});
const cspReportSchema = z.union([
  z.object({ 'csp-report': violation }),
  z.array(z.object({ type: z.string().max(40), body: violation })).max(20),
]);

export const receiveCspReport = route({
  body: {
    json: cspReportSchema,
    maxBytes: 16 * 1024,
    contentTypes: ['application/csp-report', 'application/reports+json', 'application/json'],
  },
  rateLimit: { bucket: 'csp-report', limit: 30, windowMs: 60_000 },
  async handle({ body }) {
    const reports = Array.isArray(body) ? body.map((entry) => entry.body) : [body['csp-report']];
    for (const report of reports) {
      console.warn(
        '[csp] blocked',
        report['blocked-uri'] ?? report.blockedURL,
        'by',
        report['violated-directive'] ?? report.effectiveDirective,
        'on',
        report['document-uri'] ?? report.documentURL,
      );
    }
    return raw(null, 204);
  },
});
