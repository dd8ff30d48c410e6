import { describe, expect, it } from 'vitest';
import { DO_NOT_IMPORT, mappingFor, repeatedColumns } from './csv-columns';

describe('mappingFor', () => {
  it('keeps suggestions of the type and leaves the others out', () => {
    expect(
      mappingFor('events', ['Title', 'Where', 'Notes'], {
        Title: 'Event Name',
        Where: 'Venue Name',
        Notes: null,
      }),
    ).toEqual({ Title: 'Event Name', Where: DO_NOT_IMPORT, Notes: DO_NOT_IMPORT });
  });
});

describe('repeatedColumns', () => {
  it('names a column chosen twice, not the columns left out', () => {
    expect(
      repeatedColumns({ a: 'Venue Name', b: 'Venue Name', c: DO_NOT_IMPORT, d: DO_NOT_IMPORT }),
    ).toEqual(['Venue Name']);
  });
});
