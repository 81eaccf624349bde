export {
  jsonError,
  parseJsonBody,
  validationError,
  DEFAULT_MAX_BODY_BYTES,
  type ErrorBody,
  type ParsedBody,
} from './json';
export { rejectCrossSite } from './csrf';
export { securityHeaders } from './security-headers';
export { clientIp } from './client-ip';
export { readIdempotencyKey } from './idempotency';
export { parseMultipartBody } from './form-data';
