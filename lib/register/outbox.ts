import { registerOperation } from '@/lib/outbox/registry';
import type { RegisterPayload } from '@/lib/schemas/register';
import { selfserveApi } from '@/lib/upstream/selfserve';
import { redactRegisterPayload, registerOutcome } from './outcome';

// The registration's outbox operation: the application goes to the selfserve API (or the embedded backend).
// A refusal (address registered, name taken, wrong code) is a final answer, and once delivered the row keeps
// no password.

export const REGISTER_KIND = 'register';

registerOperation({
  kind: REGISTER_KIND,
  deliver: (request) => selfserveApi().register({ ...request, payload: request.payload as RegisterPayload }),
  outcome: registerOutcome,
  redact: redactRegisterPayload,
});
