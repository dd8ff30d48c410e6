import { describe, expect, it } from 'vitest';
import type { Caller } from './caller';
import { canCreate, canEdit, canManageTerms, canRead, statusForRole } from './permissions';
import type { Role } from './roles';

const as = (role: Role, id = 1): Caller => ({ id, role });
const own = (status: string) => ({ authorId: 1, status });
const others = (status: string) => ({ authorId: 2, status });

describe('reading (docs/api.md §0.4)', () => {
  it.each(['publish'])('everyone reads %s items', (status) => {
    expect(canRead(null, others(status))).toBe(true);
    expect(canRead(as('subscriber'), others(status))).toBe(true);
  });
  it.each(['draft', 'pending', 'private', 'future', 'trash'])(
    '%s: editors read all, authors and contributors their own, anonymous and subscribers none',
    (status) => {
      expect(canRead(as('administrator'), others(status))).toBe(true);
      expect(canRead(as('editor'), others(status))).toBe(true);
      expect(canRead(as('author'), own(status))).toBe(true);
      expect(canRead(as('author'), others(status))).toBe(false);
      expect(canRead(as('contributor'), own(status))).toBe(true);
      expect(canRead(as('contributor'), others(status))).toBe(false);
      expect(canRead(as('subscriber'), own(status))).toBe(false);
      expect(canRead(null, others(status))).toBe(false);
    },
  );
});

describe('writing (docs/accounts.md, docs/api.md §11)', () => {
  it('lets every signed-in role but subscribers create', () => {
    expect(canCreate(null)).toBe(false);
    expect(canCreate(as('subscriber'))).toBe(false);
    for (const role of ['administrator', 'editor', 'author', 'contributor'] as const)
      expect(canCreate(as(role))).toBe(true);
  });
  it.each([
    ['administrator', 'publish', false, true],
    ['editor', 'publish', false, true],
    ['author', 'publish', true, true],
    ['author', 'publish', false, false],
    ['contributor', 'draft', true, true],
    ['contributor', 'pending', true, true],
    ['contributor', 'publish', true, false],
    ['contributor', 'draft', false, false],
    ['subscriber', 'draft', true, false],
  ] as const)('%s editing a %s item (own: %s) → %s', (role, status, isOwn, expected) => {
    expect(canEdit(as(role), isOwn ? own(status) : others(status))).toBe(expected);
  });
  it('refuses anonymous writes', () => expect(canEdit(null, own('draft'))).toBe(false));
  it('keeps terms to administrators and editors', () => {
    expect(canManageTerms(as('administrator'))).toBe(true);
    expect(canManageTerms(as('editor'))).toBe(true);
    expect(canManageTerms(as('author'))).toBe(false);
    expect(canManageTerms(null)).toBe(false);
  });
});

describe('status by role (docs/api.md §0.3)', () => {
  it('gives publishers what they ask, publish by default on create', () => {
    expect(statusForRole(as('author'), undefined, true)).toBe('publish');
    expect(statusForRole(as('editor'), 'draft', true)).toBe('draft');
    expect(statusForRole(as('author'), undefined, false)).toBeUndefined();
  });
  it.each([
    ['publish', 'pending'],
    ['future', 'pending'],
    ['private', 'pending'],
    ['draft', 'draft'],
    ['pending', 'pending'],
  ])('never lets a contributor publish: %s → %s', (asked, stored) => {
    expect(statusForRole(as('contributor'), asked, true)).toBe(stored);
  });
  it('makes a contributor create drafts by default', () =>
    expect(statusForRole(as('contributor'), undefined, true)).toBe('draft'));
});
