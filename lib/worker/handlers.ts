import { holdExpiryHandler, refundHandler } from '../booking/checkout';
import { BOOKING_FOLLOW_UP_JOB, bookingFollowUpHandler } from '../booking/follow-up';
import { PAYMENT_REFUND_JOB } from '../booking/payments';
import { BOOKING_HOLD_EXPIRY_JOB } from '../booking/store';
import { CALENDAR_REFRESH_JOB, calendarRefreshHandler } from '../calendar/import';
import { CRM_FORWARD_JOB, crmForwardHandler } from '../crm/queue';
import { appEnv } from '../env';
import { HOUSEKEEPING_JOB, housekeepingHandler } from '../housekeeping';
import { LAKE_WEBHOOK_JOB, lakeWebhookHandler } from '../lake/webhooks';
import { MAIL_DELIVERY_JOB, mailDeliveryHandler } from '../mail/deliver';
import type { JobHandlers } from '../jobs';
import { paymentProviderFromEnv } from '../payments/stripe';
import { WAITLIST_OFFER_JOB, waitlistOfferHandler } from '../waitlist/offers';

// Every kind of background job the product runs, with its handler. Each domain owns its kind (it
// queues the jobs and says how to run one); this list is above them all, so lib/jobs, which only
// queues and runs, imports none of them. Add a kind here with its handler.
export const jobHandlers: JobHandlers = {
  [MAIL_DELIVERY_JOB]: mailDeliveryHandler(),
  [CRM_FORWARD_JOB]: crmForwardHandler(),
  [HOUSEKEEPING_JOB]: housekeepingHandler(),
  [LAKE_WEBHOOK_JOB]: lakeWebhookHandler(() => appEnv().LAKE_WEBHOOK_SECRET),
  [BOOKING_FOLLOW_UP_JOB]: bookingFollowUpHandler(),
  [BOOKING_HOLD_EXPIRY_JOB]: holdExpiryHandler(paymentProviderFromEnv),
  [PAYMENT_REFUND_JOB]: refundHandler(paymentProviderFromEnv),
  [CALENDAR_REFRESH_JOB]: calendarRefreshHandler(),
  [WAITLIST_OFFER_JOB]: waitlistOfferHandler(),
};
