// Public pages are React components rendered to HTML on the server, inside
// the route handlers, so that a finished page is one string the answer cache
// keeps (docs/public-pages.md "How pages are built"). Route handlers are
// compiled for React's server condition, where Next.js forbids
// `react-dom/server` (its server build lacks what the renderer needs); the
// renderer is therefore loaded from node_modules at run time, outside the
// bundle. The components it renders are plain functions of their props, with
// no hooks or context, so they need nothing from the bundle's React but its
// elements, which any React copy reads alike.
import { createRequire } from 'node:module';
import type { ReactElement } from 'react';

type DomServer = { renderToStaticMarkup: (element: ReactElement) => string };

// A computed name, so the bundler leaves the require to Node.
const DOM_SERVER = ['react-dom', 'server'].join('/');
let domServer: DomServer | undefined;

/**
 * The document's HTML. The head's void elements are written as the API's
 * discovery tags are documented (`<meta …>`, docs/api.md §10.8), without the
 * `/` React closes them with; nothing else in the head can hold `/>`, as
 * React escapes every attribute and text.
 */
export function renderDocument(element: ReactElement): string {
  domServer ??= createRequire(`${process.cwd()}/`)(DOM_SERVER) as DomServer;
  const html = domServer.renderToStaticMarkup(element);
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd).replace(/<(meta|link)( [^<>]*?)?\/>/g, '<$1$2>');
  return `<!DOCTYPE html>\n${head}${html.slice(headEnd)}`;
}
