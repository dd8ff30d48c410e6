import { describe, expect, it } from 'vitest';
import {
  DO_NOT_IMPORT,
  mappingFor,
  mappingToSend,
  missingColumns,
  repeatNumbers,
  repeatedColumns,
} from './csv-mapping';

describe('mappingFor', () => {
  it('keeps suggestions among the targets and leaves the others out', () => {
    expect(
      mappingFor(
        [
          { index: 0, heading: 'Title', suggested: 'Event Name' },
          { index: 1, heading: 'Where', suggested: 'Venue Name' },
          { index: 2, heading: 'Notes', suggested: null },
        ],
        ['Event Name', 'Event Start Date'],
      ),
    ).toEqual(['Event Name', DO_NOT_IMPORT, DO_NOT_IMPORT]);
  });
});

describe('mappingToSend', () => {
  it('names every column by position, a column left out as null', () => {
    expect(mappingToSend(['Event Name', DO_NOT_IMPORT])).toEqual(['Event Name', null]);
  });
});

describe('repeatNumbers', () => {
  it('numbers only the columns whose heading the file repeats', () => {
    expect(repeatNumbers(['Name', 'Date', 'Name'])).toEqual([1, null, 3]);
  });
});

describe('repeatedColumns', () => {
  it('names a column chosen twice, not the columns left out', () => {
    expect(repeatedColumns(['Venue Name', 'Venue Name', DO_NOT_IMPORT, DO_NOT_IMPORT])).toEqual([
      'Venue Name',
    ]);
  });
});

describe('missingColumns', () => {
  it('names the required columns no column fills, in their order', () => {
    expect(
      missingColumns(['Event Start Date', DO_NOT_IMPORT], ['Event Name', 'Event Start Date']),
    ).toEqual(['Event Name']);
  });
});
