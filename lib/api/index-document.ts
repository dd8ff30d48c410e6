import { REST_NAMESPACE } from '../http/headers';
import { methodsOf, routeDescriptions } from './routes';

const translationLanguage = {
  type: 'string',
  enum: ['en', 'fr', 'es'],
  required: false,
  description: 'Language of the content to read or write.',
};

/** The WordPress-style namespace index (rest-behaviour §8.1). */
export function indexDocument(baseUrl: string) {
  const routes = Object.fromEntries(
    routeDescriptions.map((description) => {
      const hasPathParameters = description.pattern.includes('(?P<');
      const isIndex = description.pattern === `/${REST_NAMESPACE}`;
      return [
        description.pattern,
        {
          namespace: REST_NAMESPACE,
          methods: methodsOf(description),
          endpoints: description.endpoints.map((methods) => ({
            methods,
            args: isIndex
              ? {
                  namespace: { default: REST_NAMESPACE, required: false },
                  context: { default: 'view', required: false },
                  translation_language: translationLanguage,
                }
              : { translation_language: translationLanguage },
          })),
          ...(hasPathParameters
            ? {}
            : { _links: { self: [{ href: `${baseUrl}${description.pattern}` }] } }),
        },
      ];
    }),
  );
  return { namespace: REST_NAMESPACE, routes, _links: { up: [{ href: `${baseUrl}/` }] } };
}
