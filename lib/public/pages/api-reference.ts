// A browsable API reference: the OpenAPI document of GET /calendar/events/v1/doc
// (docs/api.md §8.2) rendered on the server, so it needs no script and
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

function table(headings: string[], rows: (string | Html)[][]): Html {
  return markup`<table>
    <thead>
      <tr>
        ${headings.map((heading) => markup`<th scope="col">${heading}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${rows.map((cells) => markup`<tr>${cells.map((cell) => markup`<td>${cell}</td>`)}</tr>`)}
    </tbody>
  </table>`;
}

function parameterTable(parameters: OpenAPIV3.ParameterObject[], t: PublicTranslator): Html {
  if (parameters.length === 0) return markup``;
  return table(
    [t('parameter'), t('location'), t('type'), t('required'), t('description')],
    parameters.map((parameter) => [
      markup`<code>${parameter.name}</code>`,
      parameter.in,
      typeOf(parameter.schema),
      yesNo(parameter.required ?? false, t),
      parameter.description ?? '',
    ]),
  );
}

/** The fields of a write's body (docs/api.md §A.2), as its JSON schema lists them. */
function bodyTable(body: OpenAPIV3.RequestBodyObject | undefined, t: PublicTranslator): Html {
  const schema = body?.content['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
  if (!schema?.properties) return markup``;
  const required = new Set(schema.required ?? []);
  return markup`<h4>${t('body')}</h4>
    ${table(
      [t('field'), t('type'), t('required'), t('description')],
      Object.entries(schema.properties).map(([name, property]) => [
        markup`<code>${name}</code>`,
        typeOf(property),
        yesNo(required.has(name), t),
        '$ref' in property ? '' : (property.description ?? ''),
      ]),
    )}`;
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

export async function apiReferencePage({ language, baseUrl, site }: PublicContext<object>) {
  const t = publicTranslator(language);
  const document = await currentOpenApiDocument(baseUrl, 'en');
  const title = t('apiReference');
  return pageAnswer({
    language,
    baseUrl,
    site,
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
