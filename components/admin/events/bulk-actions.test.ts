import { describe, expect, it } from 'vitest';
import { bulkActionsFor } from './bulk-actions';

describe('bulk actions offered', () => {
  it('offers only restore and deleting for good in the trash', () => {
    expect(bulkActionsFor('trash', true)).toEqual(['restore', 'purge']);
  });
  it('leaves publishing out for those who may not publish', () => {
    expect(bulkActionsFor('', true)).toEqual(['publish', 'unpublish', 'trash']);
    expect(bulkActionsFor('draft', false)).toEqual(['unpublish', 'trash']);
  });
});
