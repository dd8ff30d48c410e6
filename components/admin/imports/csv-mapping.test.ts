import { describe, expect, it } from 'vitest';
import {
  DO_NOT_IMPORT,
  mappingFor,
  mappingToSend,
  missingColumns,
  repeatedColumns,
} from './csv-mapping';

describe('mappingFor', () => {
  it('keeps suggestions among the targets and leaves the others out', () => {
    expect(
      mappingFor(
        ['Title', 'Where', 'Notes'],
        { Title: 'Event Name', Where: 'Venue Name', Notes: null },
        ['Event Name', 'Event Start Date'],
      ),
    ).toEqual({ Title: 'Event Name', Where: DO_NOT_IMPORT, Notes: DO_NOT_IMPORT });
  });
});

describe('mappingToSend', () => {
  it('names every heading, a heading left out as null', () => {
    expect(mappingToSend({ Title: 'Event Name', Notes: DO_NOT_IMPORT })).toEqual({
      Title: 'Event Name',
      Notes: null,
    });
  });
});

describe('repeatedColumns', () => {
  it('names a column chosen twice, not the columns left out', () => {
    expect(
      repeatedColumns({ a: 'Venue Name', b: 'Venue Name', c: DO_NOT_IMPORT, d: DO_NOT_IMPORT }),
    ).toEqual(['Venue Name']);
  });
});

describe('missingColumns', () => {
  it('names the required columns no heading fills, in their order', () => {
    expect(
      missingColumns({ a: 'Event Start Date', b: DO_NOT_IMPORT }, [
        'Event Name',
        'Event Start Date',
      ]),
    ).toEqual(['Event Name']);
  });
});
