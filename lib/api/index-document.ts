import { REST_NAMESPACE } from '../http/headers';
import { methodsOf, routeDescriptions, type RouteDescription } from './routes';

const translationLanguage = {
  type: 'string',
  enum: ['en', 'fr', 'es'],
  required: false,
  description: 'Language of the content to read or write.',
};

const indexArgs = {
  namespace: { default: REST_NAMESPACE, required: false },
  context: { default: 'view', required: false },
  translation_language: translationLanguage,
};

function describeRoute(description: RouteDescription, baseUrl: string) {
  const hasPathParameters = description.pattern.includes('(?P<');
  const isIndex = description.pattern === `/${REST_NAMESPACE}`;
  return {
    namespace: REST_NAMESPACE,
    methods: methodsOf(description),
    endpoints: description.endpoints.map((methods) => ({
      methods,
      args: isIndex ? indexArgs : { translation_language: translationLanguage },
    })),
    ...(hasPathParameters
      ? {}
      : { _links: { self: [{ href: `${baseUrl}${description.pattern}` }] } }),
  };
}

/** One route's entry of the index, also the body of OPTIONS on that route (§10.1). */
export function routeDescription(pattern: string, baseUrl: string) {
  const description = routeDescriptions.find((candidate) => candidate.pattern === pattern);
  if (!description) throw new Error(`no route ${pattern}`);
  return describeRoute(description, baseUrl);
}

/** The WordPress-style namespace index (rest-behaviour §8.1). */
export function indexDocument(baseUrl: string) {
  const routes = Object.fromEntries(
    routeDescriptions.map((description) => [
      description.pattern,
      describeRoute(description, baseUrl),
    ]),
  );
  return { namespace: REST_NAMESPACE, routes, _links: { up: [{ href: `${baseUrl}/` }] } };
}
