// The local Content Lake: a Sanity-compatible HTTP API over the app database (see lib/lake).
import { serveLake } from '@/lib/content/lake-mount';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export {
  serveLake as GET,
  serveLake as POST,
  serveLake as PUT,
  serveLake as PATCH,
  serveLake as DELETE,
  serveLake as OPTIONS,
  serveLake as HEAD,
};
