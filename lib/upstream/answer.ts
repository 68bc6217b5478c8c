// What an upstream API (or the embedded backend playing it) answered to one delivery.

export interface UpstreamAnswer {
  status: number;
  /** The parsed JSON body, or null when the answer had none (or was not JSON). */
  body: unknown;
}

/** A delivery that can never succeed as it is (e.g. a mail header with a line break): not retried. */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}
