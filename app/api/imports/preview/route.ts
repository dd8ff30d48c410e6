import { previewUpload } from '@/lib/imports/preview';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import { resolveAdmittedCaller } from '@/lib/route/request-limits';

// The admin's mapping step (docs/import.md "Preview"): the file's columns,
// their suggested TEC columns and its first rows; nothing is stored.
export const POST = jsonEndpoint(async (request) => ({
  body: await previewUpload(await resolveAdmittedCaller(request), request),
}));
