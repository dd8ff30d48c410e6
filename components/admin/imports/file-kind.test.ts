import { describe, expect, it } from 'vitest';
import { importFileKind } from './file-kind';

describe('importFileKind', () => {
  it('reads the extension whatever its case', () => {
    expect(importFileKind({ name: 'Agenda.ICS' })).toBe('ics');
    expect(importFileKind({ name: 'events.2027.csv' })).toBe('csv');
  });
  it('refuses other files and names without an extension', () => {
    expect(importFileKind({ name: 'calendar.txt' })).toBeNull();
    expect(importFileKind({ name: 'ics' })).toBeNull();
  });
});
