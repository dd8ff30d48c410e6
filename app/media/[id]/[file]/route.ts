// Media files (docs/api.md §1.7): public, no authentication. A file's bytes
// never change under its URL (ids are never reused, §0.2), so caches may keep it.
import { getMediaFile } from '@/lib/media/repository';
import { conditionalGet, entityTag } from '@/lib/http/validators';

type Context = { params: Promise<{ id: string; file: string }> };

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { id, file } = await params;
  const media = /^\d+$/.test(id) ? await getMediaFile(Number(id), file) : null;
  if (!media) {
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const headers = new Headers({
    ETag: entityTag(media.data),
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
  if (conditionalGet(request, headers)) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', media.mimeType);
  headers.set('X-Content-Type-Options', 'nosniff');
  // No Content-Length: Next.js drops it from every route handler's answer
  // (FORBIDDEN_HEADERS in next/dist/server/send-response.js) and sends the body chunked.
  return new Response(request.method === 'HEAD' ? null : media.data, { headers });
}

export const HEAD = GET;
