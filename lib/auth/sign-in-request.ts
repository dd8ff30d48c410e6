// What POST /api/session accepts. Login CSRF is refused first: a cross-site page
// can post a form (not JSON without a CORS preflight, which this endpoint never
// grants), and browsers tell us where a fetch came from.
import { isCrossSiteRequest } from '../http/cross-site';
import { ApiError, invalidParams } from '../http/errors';
import { readJsonObject } from '../params/request-params';
import { signInSchema, type SignInInput } from './sign-in-schema';

export async function readSignInRequest(request: Request): Promise<SignInInput> {
  if (isCrossSiteRequest(request))
    throw new ApiError(403, 'rest_cross_site_request', 'Cross-site sign-in is refused.');
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json')
    throw new ApiError(
      415,
      'rest_unsupported_media_type',
      'Send the credentials as application/json.',
    );
  const parsed = signInSchema.safeParse(await readJsonObject(request));
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw invalidParams(Object.fromEntries(names.map((name) => [name, 'Invalid parameter.'])));
  }
  return parsed.data;
}
