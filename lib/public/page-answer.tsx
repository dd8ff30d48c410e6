import { PublicDocument, type PageFrame } from '@/components/public/document';
import { restBase } from '../http/headers';
import { renderDocument } from './render';
import type { PublicAnswer } from './respond';

/**
 * `{REST base}` without a language prefix: the discovery headers name the API
 * itself (docs/api.md §10.8).
 */
export const apiBase = (baseUrl: string) => restBase(baseUrl, 'en');

/** A page's HTML: the document around its main content. */
export const renderPage = (frame: PageFrame) => renderDocument(<PublicDocument frame={frame} />);

/**
 * A rendered page whose X-TEC-API-ROOT and `<link rel="alternate">` are
 * `apiRoot`, kept in the answer cache until `reusableUntil` (PublicAnswer).
 */
export function pageAnswer(
  frame: PageFrame & Pick<PublicAnswer, 'reusableUntil'> & { apiRoot: string },
): PublicAnswer {
  return {
    body: renderPage(frame),
    contentType: 'text/html; charset=utf-8',
    language: frame.language,
    apiRoot: frame.apiRoot,
    reusableUntil: frame.reusableUntil,
  };
}
