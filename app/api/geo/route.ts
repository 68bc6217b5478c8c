import { geoForRequest } from '@/lib/geo';
import { json, withErrorMapping } from '@/lib/http';

// GET /api/geo: {ip, country} for the domain-suggestion box. Country is an ISO code or null.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withErrorMapping(async (request: Request) => {
  return json(200, await geoForRequest(request), { Vary: '*' });
});
