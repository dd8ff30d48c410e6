import { isEditorOrAbove } from '@/lib/auth/permissions';
import { ApiError, forbidden } from '@/lib/http/errors';
import { findImportJob } from '@/lib/imports/jobs';
import { wakeImportRunner } from '@/lib/imports/runner';
import { serializeImportJob } from '@/lib/imports/serialize';
import { idAtEndOfPath } from '@/lib/params/path-id';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import { resolveAdmittedCaller } from '@/lib/route/request-limits';

// One import's progress and result, for those who may import.
export const GET = jsonEndpoint(async (request) => {
  const id = idAtEndOfPath(request);
  const caller = await resolveAdmittedCaller(request);
  if (!isEditorOrAbove(caller)) throw forbidden(caller !== null);
  const job = await findImportJob(id);
  if (!job) throw new ApiError(404, 'import-not-found', 'No import has that id.');
  // Someone is waiting for it: a job left by a stopped node is taken up now, not at the next poll.
  if (job.status === 'queued' || job.status === 'running') wakeImportRunner();
  return { body: serializeImportJob(job) };
});
