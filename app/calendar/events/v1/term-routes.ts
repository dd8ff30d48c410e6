// Categories and tags answer the same routes (docs/api.md §A.4.5, §A.4.6);
// each route file declares one of these for its taxonomy.
import { describeRoute } from '@/lib/api/current';
import { isStoredId } from '@/lib/ids';
import { restBase } from '@/lib/http/headers';
import type { Language } from '@/lib/i18n/languages';
import { termArchiveReply } from '@/lib/route/collection-reply';
import { defineRoute, type RouteContext } from '@/lib/route/define-route';
import { listTerms } from '@/lib/terms/read-list';
import { createTerm, deleteTerm, getTerm, updateTerm } from '@/lib/terms/handlers';
import { taxonomies, type TermKind } from '@/lib/terms/kind';

const termContext = (baseUrl: string, language: Language) => ({
  baseUrl,
  language,
  restBase: restBase(baseUrl, language),
});

export function termCollectionRoute(kind: TermKind) {
  const info = taxonomies[kind];
  return defineRoute({
    GET: async ({ params, baseUrl, language }) =>
      termArchiveReply(
        info.collection,
        await listTerms(info, params, termContext(baseUrl, language)),
      ),
    POST: async ({ params, caller, baseUrl, language }) => {
      const context = termContext(baseUrl, language);
      const term = await createTerm(info, params, { caller, language, context });
      return { status: 201, body: term, headers: { Location: term.urls.self } };
    },
    describe: describeRoute(`/calendar/events/v1/${info.collection}`),
  });
}

export function termItemRoute(kind: TermKind) {
  const info = taxonomies[kind];
  // An id past the id columns names no term: refused as any other unknown id.
  const idOf = (id: string) => (isStoredId(Number(id)) ? Number(id) : 0);
  const writeOptions = ({ caller, baseUrl, language, ifMatch }: RouteContext<{ id: string }>) => ({
    caller,
    language,
    context: termContext(baseUrl, language),
    ifMatch,
  });
  return defineRoute<{ id: string }>({
    path: { id: /^\d+$/ },
    GET: async ({ path, params, baseUrl, language }) => ({
      body: await getTerm(info, idOf(path.id), termContext(baseUrl, language), params),
      reusableUntil: Infinity,
    }),
    UPDATE: async (request) => ({
      body: await updateTerm(info, idOf(request.path.id), request.params, writeOptions(request)),
    }),
    DELETE: async (request) => ({
      body: await deleteTerm(info, idOf(request.path.id), writeOptions(request)),
    }),
    describe: describeRoute(`/calendar/events/v1/${info.collection}/(?P<id>\\d+)`),
  });
}
