// A public page or feed is a declaration too: publicRoute() answers GET and
// HEAD, resolves the content language (translation_language, docs/api.md §9) and the
// query's parameters as the API reads them (§0.5), and turns a refusal into
// an HTML error page: the visitor never sees JSON or a 500 for bad input.
import { answerKey, readThroughAnswerCache, wantsFreshAnswer } from '../route/answer-cache';
import { ApiError } from '../http/errors';
import { baseUrlOf } from '../http/headers';
import type { Language } from '../i18n/languages';
import { languageOf } from '../params/language';
import { readPathValues, readRequestParams, type Params } from '../params/request-params';
import { offerReplay } from '../route/replay-offer';
import { isDueWorkWaiting, runDueWork } from '../route/due-work';
import { withRequestScope } from '../request-scope';
import { embedHeaders } from './embed/headers';
import { isEmbedAddress } from './embed/address';
import { renderPage } from './page-answer';
import { publicTranslator } from './messages';
import { publicResponse, serializeAnswer, type PublicAnswer } from './respond';
import { siteOf, type Site } from './site';

export interface PublicContext<P> {
  request: Request;
  url: URL;
  path: P;
  params: Params;
  language: Language;
  baseUrl: string;
  /** The name, logo and accent colour every page shows. */
  site: Site;
}

type Handler<P> = (context: PublicContext<P>) => Promise<PublicAnswer>;

export const notFound = () => new ApiError(404, 'page-not-found', 'Page not found');

async function errorPage(
  error: ApiError,
  language: Language,
  baseUrl: string,
  isEmbedded: boolean,
): Promise<PublicAnswer> {
  const t = publicTranslator(language);
  // 403s of the API (a draft, a trashed event…) are 404 here: a visitor learns nothing of them.
  const isBadRequest = error.status === 400;
  const [title, text] = isBadRequest
    ? [t('badRequest'), t('badRequestText')]
    : [t('notFound'), t('notFoundText')];
  return {
    status: isBadRequest ? 400 : 404,
    language,
    contentType: 'text/html; charset=utf-8',
    body: renderPage({
      language,
      title,
      baseUrl,
      site: await siteOf(baseUrl),
      t,
      isEmbedded,
      main: (
        <>
          <h1>{title}</h1>
          <p>{text}</p>
        </>
      ),
    }),
  };
}

export function publicRoute<P extends Record<string, string | string[]> = Record<string, never>>(
  handler: Handler<P>,
) {
  // The API's request pipeline where a page shares it: settings read once per
  // request, path values without NUL (PostgreSQL text cannot hold one).
  const handle = (request: Request, next: { params: Promise<unknown> }) =>
    withRequestScope(() => answer(request, next));
  const answer = async (request: Request, next: { params: Promise<unknown> }) => {
    const url = new URL(request.url);
    const baseUrl = baseUrlOf(request);
    const isEmbedded = isEmbedAddress(url);
    // An embed's framing rule is the setting's now, whatever page the cache keeps.
    const frameHeaders = isEmbedded ? await embedHeaders() : undefined;
    let language: Language = 'en';
    try {
      const { params } = await readRequestParams(request, url, 'GET');
      language = languageOf(url, params);
      if (isDueWorkWaiting()) await runDueWork();
      const path = await readPathValues<P>(next);
      const build = async () => {
        const site = await siteOf(baseUrl);
        const answer = await handler({ request, url, path, params, language, baseUrl, site });
        return { reply: serializeAnswer(answer), reusableUntil: answer.reusableUntil };
      };
      // Every visitor gets the same page (cookies and tokens are not read).
      const key = answerKey(url, baseUrl, language);
      const cached = await readThroughAnswerCache(key, wantsFreshAnswer(request), build);
      offerReplay(cached, false);
      return publicResponse(request, cached.reply, cached.isHit ? 'hit' : 'miss', frameHeaders);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      const page = await errorPage(error, language, baseUrl, isEmbedded);
      return publicResponse(request, serializeAnswer(page), undefined, frameHeaders);
    }
  };
  return { GET: handle, HEAD: handle };
}
