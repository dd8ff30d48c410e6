// Liveness and readiness for load balancers and orchestrators. Both answer
// outside the API namespace and the next-intl proxy, never cached: a probe
// must see the node as it is now.
import { db } from '../db';
import { ApiError, errorBody } from '../http/errors';

const probeHeaders = {
  'Content-Type': 'application/json; charset=UTF-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: probeHeaders });

/** The process answers: nothing else is checked, so a slow database never gets a live node restarted. */
export function answerLiveness(): Response {
  return reply(200, { status: 'ok' });
}

/** The node can serve: its database answers a trivial query. */
export async function answerReadiness(): Promise<Response> {
  try {
    await db.$queryRawUnsafe('SELECT 1');
    return reply(200, { status: 'ok', database: 'ok' });
  } catch (error) {
    console.error('readiness: the database did not answer', error);
    return reply(
      503,
      errorBody(new ApiError(503, 'database_unavailable', 'The database did not answer.')),
    );
  }
}
