// Reading, creating, updating and deleting one category or tag (docs/api.md
// §4.6, §5). Writes follow the order of §7.2: required parameters, parameter checks (the path
// id included), permission, then the handler's own checks and the write, all
// in one transaction so that an error leaves nothing written.
import type { Caller } from '../auth/caller';
import { canManageTerms } from '../auth/permissions';
import { db, writeTransaction } from '../db';
import {
  ApiError,
  forbidden,
  invalidParams,
  missingParams,
  preconditionFailed,
} from '../http/errors';
import type { Language } from '../i18n/languages';
import type { Params } from '../params/request-params';
import { ifMatchFails } from '../http/validators';
import { translatedData } from '../posts/write-translations';
import { slugify } from '../text/slug';
import { translatableColumns, withTranslationStatus } from '../posts/missing-translations';
import { insertTerm } from './write-insert';
import { presentTerm } from './present';
import { readTermInput, termInputErrors, type TermInput } from './schema-write';
import {
  deleteTermRow,
  findTerm,
  findTerms,
  updateTermRow,
  type TermClient,
  type TermData,
  type TermRow,
} from './store';
import type { TermContext } from './serialize';
import type { TaxonomyInfo } from './kind';

export interface TermWriteOptions {
  caller: Caller | null;
  language: Language;
  context: TermContext;
  /** The request's If-Match header (§10.9). */
  ifMatch?: string | null;
}

const invalidId = () => invalidParams({ id: 'Invalid parameter.' });

async function loadTerms(client: TermClient, info: TaxonomyInfo) {
  return new Map((await findTerms(client, info.kind)).map((term) => [term.id, term]));
}

/** Permission, If-Match, then `parent` on /tags: the checks after parameter validation. */
async function checkWrite(
  client: TermClient,
  info: TaxonomyInfo,
  params: Params,
  options: TermWriteOptions,
  current?: TermRow,
) {
  if (!canManageTerms(options.caller)) throw forbidden(options.caller !== null);
  if (current && options.ifMatch != null) {
    const body = await presentTerm(client, info, current, options.context);
    if (ifMatchFails(options.ifMatch, body)) throw preconditionFailed();
  }
  if (!info.isHierarchical && params.parent !== undefined && params.parent !== null) {
    throw new ApiError(
      400,
      'rest_taxonomy_not_hierarchical',
      'Cannot set parent term, taxonomy is not hierarchical.',
    );
  }
}

/** §4.6 term_exists: default-language names, case-insensitively, among siblings or all tags. */
function rejectTakenName(info: TaxonomyInfo, terms: Iterable<TermRow>, input: TermInput) {
  const name = input.name!.toLowerCase();
  const parentId = input.parent || null;
  for (const term of terms) {
    if (term.name.toLowerCase() === name && (!info.isHierarchical || term.parentId === parentId))
      throw new ApiError(400, 'term_exists', info.nameTakenMessage, { term_id: term.id });
  }
}

export async function createTerm(info: TaxonomyInfo, params: Params, options: TermWriteOptions) {
  if (params.name === undefined || params.name === null) throw missingParams(['name']);
  return writeTransaction(async (tx) => {
    const terms = await loadTerms(tx, info);
    const errors = termInputErrors(info);
    const input = readTermInput(info, params, errors, terms);
    errors.throwIfAny();
    await checkWrite(tx, info, params, options);
    rejectTakenName(info, terms.values(), input);
    const fields = { ...input, name: input.name!, parentId: input.parent || null };
    const term = await insertTerm(tx, info, fields, options.language);
    return presentTerm(tx, info, term, options.context, terms);
  });
}

export async function updateTerm(
  info: TaxonomyInfo,
  id: number,
  params: Params,
  options: TermWriteOptions,
) {
  return writeTransaction(async (tx) => {
    const terms = await loadTerms(tx, info);
    const current = terms.get(id);
    const errors = termInputErrors(info);
    errors.check(() => {
      if (!current) throw invalidId();
    });
    const input = readTermInput(info, params, errors, terms, current);
    errors.throwIfAny();
    await checkWrite(tx, info, params, options, current);
    const data: TermData = {
      ...translatedData('name', input.name, options.language, false),
      ...translatedData('description', input.description, options.language, false),
      ...(input.parent === undefined ? {} : { parentId: input.parent || null }),
    };
    if (input.slug !== undefined) data.slug = await freeSlug(tx, info, input.slug, current!);
    const term = await updateTermRow(tx, info.kind, id, data);
    return presentTerm(tx, info, term, options.context, terms);
  });
}

/** §4.6: an update's slug must not be another term's (renaming never changes it, §0.7). */
async function freeSlug(client: TermClient, info: TaxonomyInfo, asked: string, term: TermRow) {
  const slug = slugify(asked) || String(term.id);
  const holder = await findTerm(client, info.kind, { slug });
  if (holder && holder.id !== term.id) {
    throw new ApiError(
      400,
      'duplicate_term_slug',
      `The slug “${slug}” is already in use by another term.`,
    );
  }
  return slug;
}

/** §5: permanent; answers the term as it was, count included. */
export async function deleteTerm(info: TaxonomyInfo, id: number, options: TermWriteOptions) {
  return writeTransaction(async (tx) => {
    const terms = await loadTerms(tx, info);
    const current = terms.get(id);
    if (!current) throw invalidId();
    await checkWrite(tx, info, {}, options, current);
    const body = await presentTerm(tx, info, current, options.context, terms);
    await deleteTermRow(tx, current, info.kind);
    return body;
  });
}

export async function getTerm(
  info: TaxonomyInfo,
  id: number,
  context: TermContext,
  params: Params = {},
) {
  const term = await findTerm(db, info.kind, { id });
  if (!term) throw invalidId();
  const body = await presentTerm(db, info, term, context);
  return withTranslationStatus(body, term, translatableColumns.term, params);
}
