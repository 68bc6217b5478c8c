// Request guards and the error mapper shared by every route handler under app/api.
import 'server-only';
export { clientIp, installSocketAddressHeader, isPrivateIp, normalizeIp } from './client-ip';
export { HttpError, json, jsonError, toErrorResponse, validationError, withErrorMapping } from './errors';
export {
  assertJsonContentType,
  assertSameSite,
  JSON_BODY_LIMIT_BYTES,
  readBodyText,
  readJson,
  type JsonBody,
  type ReadJsonOptions,
} from './guards';
export {
  countHit,
  rateLimit,
  RATE_LIMITS,
  releaseAmount,
  reserveAmount,
  type RateLimitResult,
  type RateLimitRule,
} from './rate-limit';
