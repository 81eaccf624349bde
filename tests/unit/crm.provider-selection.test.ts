import { describe, expect, it } from 'vitest';
import { crmAdapter, crmConfig, crmStatus } from '@/lib/crm';

describe('CRM provider selection', () => {
  it('is local with no HubSpot settings, with no tracking id', () => {
    expect(crmConfig({})).toEqual({ provider: 'local', trackingId: null });
    expect(crmAdapter(crmConfig({})).provider).toBe('local');
    expect(crmStatus({})).toEqual({
      success: true,
      status: 'ready',
      initialized: true,
      error: null,
      provider: 'local',
      hubspotTrackingId: null,
    });
  });

  it('is HubSpot when the portal and form are set; the tracking id defaults to the portal', () => {
    const env = {
      HUBSPOT_PORTAL_ID: '1234567',
      HUBSPOT_FORM_ID: 'a1b2c3d4-0000-1111-2222-333344445555',
    };
    expect(crmConfig(env)).toMatchObject({ provider: 'hubspot', trackingId: '1234567' });
    expect(crmStatus({ ...env, HUBSPOT_TRACKING_ID: '7654321' })).toMatchObject({
      provider: 'hubspot',
      hubspotTrackingId: '7654321',
    });
  });

  it('stays local with a portal but no form (nothing to submit to)', () => {
    expect(crmConfig({ HUBSPOT_PORTAL_ID: '1234567' }).provider).toBe('local');
  });

  it('reports a failure per spec §8 when the settings are invalid', () => {
    expect(crmStatus({ HUBSPOT_PORTAL_ID: 'not-a-number' })).toEqual({
      success: false,
      status: 'error',
      initialized: false,
      error: 'HUBSPOT_PORTAL_ID must be digits',
      provider: 'unknown',
      hubspotTrackingId: null,
    });
  });
});
