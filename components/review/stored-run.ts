// The live runs this page is storing (POST /api/review/report/<id>/live), by report id: the send-email page
// waits for the one of its report before it reads the report back, so a tester who moves on the moment the run
// settled still sends the stored run. A module of its own: the send-email page loads it without the Test step.

const storing = new Map<string, Promise<unknown>>();

/** Records the store request of report `id` (the latest one counts). */
export function storingRun(id: string, request: Promise<unknown>): void {
  storing.set(id, request);
  void request.finally(() => {
    if (storing.get(id) === request) storing.delete(id);
  });
}

/** Resolves once no store request of report `id` is pending (at once when there is none). */
export async function runStored(id: string): Promise<void> {
  await storing.get(id)?.catch(() => undefined);
}
