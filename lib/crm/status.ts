import { crmConfig } from './config';

export type CrmStatus = {
  success: boolean;
  status: 'ready' | 'error';
  initialized: boolean;
  error: string | null;
  provider: 'local' | 'hubspot' | 'unknown';
  hubspotTrackingId: string | null;
};

/** The answer of `GET /api/crm/status` (spec §3, failures per §8). */
export function crmStatus(env: Record<string, string | undefined> = process.env): CrmStatus {
  try {
    const config = crmConfig(env);
    return {
      success: true,
      status: 'ready',
      initialized: true,
      error: null,
      provider: config.provider,
      hubspotTrackingId: config.trackingId,
    };
  } catch (error) {
    return {
      success: false,
      status: 'error',
      initialized: false,
      error: errorText(error) || 'Unknown error',
      provider: 'unknown',
      hubspotTrackingId: null,
    };
  }
}

function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'issues' in error && Array.isArray(error.issues)) {
    return error.issues.map((issue: { message: string }) => issue.message).join('; ');
  }
  return error instanceof Error ? error.message : '';
}
