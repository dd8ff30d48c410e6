import { isEditorOrAbove } from '@/lib/auth/permissions';
import { forbidden } from '@/lib/http/errors';
import { wakeImportRunner } from '@/lib/imports/runner';
import { recentImportJobs, serializeImportSummary } from '@/lib/imports/recent';
import { serializeImportJob } from '@/lib/imports/serialize';
import { queueUpload } from '@/lib/imports/upload';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import { resolveAdmittedCaller } from '@/lib/route/request-limits';

// Calendar imports (docs/import.md): the upload queues a job and answers at
// once; this node's runner starts on it, and GET /api/imports/{id} follows it.
export const POST = jsonEndpoint(async (request) => {
  const job = await queueUpload(await resolveAdmittedCaller(request), request);
  wakeImportRunner();
  return { status: 202, body: serializeImportJob(job) };
});

/** The caller's recent imports, newest first (an administrator's: everyone's). */
export const GET = jsonEndpoint(async (request) => {
  const caller = await resolveAdmittedCaller(request);
  if (!caller || !isEditorOrAbove(caller)) throw forbidden(caller !== null);
  const jobs = await recentImportJobs(caller);
  return { body: jobs.map(serializeImportSummary) };
});
