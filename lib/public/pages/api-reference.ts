// A browsable API reference: the OpenAPI document of GET /calendar/events/v1/doc
// (rest-behaviour §8.2) rendered on the server, so it needs no script and
// lists exactly what the document declares.
import type { OpenAPIV3 } from 'openapi-types';
import { currentOpenApiDocument } from '../../api/current';
import { markup, type Html } from '../html';
import { publicTranslator, type PublicTranslator } from '../messages';
import { apiBase, pageAnswer } from '../page-answer';
import type { PublicContext } from '../route';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const typeOf = (schema: OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject | undefined) =>
  !schema ? '' : '$ref' in schema ? schema.$ref.split('/').at(-1)! : (schema.type ?? '');

const yesNo = (value: boolean, t: PublicTranslator) => (value ? t('yes') : t('no'));

function parameterTable(parameters: OpenAPIV3.ParameterObject[], t: PublicTranslator): Html {
  if (parameters.length === 0) return markup``;
  return markup`<table>
    <thead>
      <tr>
        <th scope="col">${t('parameter')}</th>
        <th scope="col">${t('location')}</th>
        <th scope="col">${t('type')}</th>
        <th scope="col">${t('required')}</th>
        <th scope="col">${t('description')}</th>
      </tr>
    </thead>
    <tbody>
      ${parameters.map(
        (parameter) =>
          markup`<tr>
            <td><code>${parameter.name}</code></td>
            <td>${parameter.in}</td>
            <td>${typeOf(parameter.schema)}</td>
            <td>${yesNo(parameter.required ?? false, t)}</td>
            <td>${parameter.description ?? ''}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/** The fields of a write's body (interface §2), as its JSON schema lists them. */
function bodyTable(body: OpenAPIV3.RequestBodyObject | undefined, t: PublicTranslator): Html {
  const schema = body?.content['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
  if (!schema?.properties) return markup``;
  const required = new Set(schema.required ?? []);
  return markup`<h4>${t('body')}</h4>
    <table>
      <thead>
        <tr>
          <th scope="col">${t('field')}</th>
          <th scope="col">${t('type')}</th>
          <th scope="col">${t('required')}</th>
          <th scope="col">${t('description')}</th>
        </tr>
      </thead>
      <tbody>
        ${Object.entries(schema.properties).map(
          ([name, property]) =>
            markup`<tr>
              <td><code>${name}</code></td>
              <td>${typeOf(property)}</td>
              <td>${yesNo(required.has(name), t)}</td>
              <td>${'$ref' in property ? '' : (property.description ?? '')}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
}

/**
 * One answer. An error's description is written by lib/api/openapi-operation.ts
 * as a sentence, then a "- `code`: meaning" line per code it can carry.
 */
function responseItem(status: string, description: string): Html {
  const [summary, ...lines] = description.split('\n');
  const codes = lines.flatMap((line) => {
    const match = /^- `([^`]+)`: (.*)$/.exec(line);
    return match ? [[match[1]!, match[2]!] as const] : [];
  });
  return markup`<li>
    <code>${status}</code> ${summary}
    ${codes.length ? markup`<ul>${codes.map(([code, meaning]) => markup`<li><code>${code}</code>: ${meaning}</li>`)}</ul>` : ''}
  </li>`;
}

function operationSection(
  path: string,
  method: string,
  operation: OpenAPIV3.OperationObject,
  t: PublicTranslator,
): Html {
  const parameters = (operation.parameters ?? []).filter(
    (parameter): parameter is OpenAPIV3.ParameterObject => !('$ref' in parameter),
  );
  const body = operation.requestBody;
  const responses = Object.entries(operation.responses ?? {});
  return markup`<section class="operation">
    <h3><code>${method.toUpperCase()} ${path}</code></h3>
    ${operation.summary ? markup`<p>${operation.summary}</p>` : ''}
    ${operation.description ? markup`<p>${operation.description}</p>` : ''}
    ${parameterTable(parameters, t)}
    ${body && !('$ref' in body) ? bodyTable(body, t) : ''}
    <h4>${t('responses')}</h4>
    <ul>
      ${responses.map(([status, response]) =>
        responseItem(status, '$ref' in response ? '' : response.description),
      )}
    </ul>
  </section>`;
}

export async function apiReferencePage({ language, baseUrl }: PublicContext<object>) {
  const t = publicTranslator(language);
  const document = await currentOpenApiDocument(baseUrl, 'en');
  const title = t('apiReference');
  return pageAnswer({
    language,
    baseUrl,
    t,
    title,
    apiRoot: `${apiBase(baseUrl)}/`,
    main: markup`<h1>${title}</h1>
      <p>${t('referenceIntro')} <a href="${apiBase(baseUrl)}/doc">${t('openApiDocument')}</a></p>
      ${Object.entries(document.paths).map(
        ([path, item]) =>
          markup`<h2><code>${path}</code></h2>
            ${METHODS.flatMap((method) =>
              item?.[method] ? [operationSection(path, method, item[method], t)] : [],
            )}`,
      )}`,
  });
}
