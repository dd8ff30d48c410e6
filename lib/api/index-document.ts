// The WordPress-style namespace index (docs/api.md §8.1) and each route's
// entry in it, which is also the body of OPTIONS on that route (§10.1). Both
// are read off the catalogue, so they list exactly the interface's parameters.
import { REST_NAMESPACE, restBase } from '../http/headers';
import type { Language } from '../i18n/languages';
import { methodsOf, type EndpointSpec, type RouteSpec } from './catalogue/endpoint';
import {
  documentedType,
  resolveDefault,
  type CurrentDefaults,
  type ParameterSpec,
} from '../params/declare';
import { routes } from './catalogue/routes';

export interface IndexContext {
  baseUrl: string;
  /** A non-default language puts its prefix on the URLs, and only there (§9). */
  language: Language;
  defaults: CurrentDefaults;
}

/** One parameter as WordPress lists it: `required` always, the other keys when defined. */
export function argOf(parameter: ParameterSpec, defaults: CurrentDefaults) {
  const value = resolveDefault(parameter.default, defaults);
  const { type, items, enum: values } = documentedType(parameter);
  return {
    ...(type ? { type } : {}),
    ...(items ? { items } : {}),
    ...(values ? { enum: values } : {}),
    ...(value !== undefined ? { default: value } : {}),
    required: parameter.required ?? false,
    ...(parameter.description ? { description: parameter.description } : {}),
  };
}

/**
 * A handler's `args`, one per name. A payload parameter shadows the path
 * value of the same name, so an event by-slug update lists the optional
 * `slug` of the payload (a rename, §6) where the interface lists it.
 */
export function argsOf(endpoint: EndpointSpec, defaults: CurrentDefaults) {
  const { parameters } = endpoint;
  const isShadowed = (parameter: ParameterSpec) =>
    parameter.location === 'path' &&
    parameters.some((other) => other !== parameter && other.name === parameter.name);
  return Object.fromEntries(
    parameters
      .filter((parameter) => !isShadowed(parameter))
      .map((parameter) => [parameter.name, argOf(parameter, defaults)]),
  );
}

function describe(route: RouteSpec, context: IndexContext) {
  const hasPathParameters = route.pattern.includes('(?P<');
  const href =
    restBase(context.baseUrl, context.language) + route.pattern.slice(REST_NAMESPACE.length + 1);
  return {
    namespace: REST_NAMESPACE,
    methods: methodsOf(route),
    endpoints: route.endpoints.map((endpoint) => ({
      methods: endpoint.methods,
      args: argsOf(endpoint, context.defaults),
    })),
    ...(hasPathParameters ? {} : { _links: { self: [{ href }] } }),
  };
}

/** One route's entry of the index, also the body of OPTIONS on that route (§10.1). */
export function routeDescription(pattern: string, context: IndexContext) {
  const route = routes.find((candidate) => candidate.pattern === pattern);
  if (!route) throw new Error(`no route ${pattern}`);
  return describe(route, context);
}

export function indexDocument(context: IndexContext) {
  return {
    namespace: REST_NAMESPACE,
    routes: Object.fromEntries(routes.map((route) => [route.pattern, describe(route, context)])),
    // There is no site-wide index: up is the public home page (§8.1).
    _links: { up: [{ href: `${context.baseUrl}/` }] },
  };
}
