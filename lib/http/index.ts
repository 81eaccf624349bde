// Reading requests and writing answers. Routes are declared with `route` from './route'
// (kept out of this index because it reads the session, and lib/auth itself uses this index).
export { parseJsonBody, parseWith, validationFailure, type ErrorBody } from './json';
export {
  ok,
  fail,
  raw,
  redirectTo,
  toResponse,
  tooManyRequests,
  type Answer,
  type Outcome,
  type Failure,
  type Parsed,
} from './outcome';
export { rejectCrossSite } from './csrf';
export { securityHeaders } from './security-headers';
export { clientIp, fromLoopback } from './client-ip';
export { readIdempotencyKey } from './idempotency';
export { parseMultipartBody } from './form-data';
