// GET /changes (docs/sync.md), read through its declared parameters.
import type { Caller } from '../auth/caller';
import type { Params } from '../params/request-params';
import { paramErrorsFor, readParameters } from '../params/read-parameters';
import { readChanges } from './read';
import { CHANGES_MAX_PER_PAGE, CHANGES_PER_PAGE, changesParameters } from './schema';

export async function listChanges(params: Params, caller: Caller | null) {
  const errors = paramErrorsFor(changesParameters);
  const values = readParameters(changesParameters, params, errors);
  errors.throwIfAny();
  const perPage = Math.min(values.per_page ?? CHANGES_PER_PAGE, CHANGES_MAX_PER_PAGE);
  return readChanges({ since: values.since, perPage }, caller);
}
