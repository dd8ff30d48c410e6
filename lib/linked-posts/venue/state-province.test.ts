import { describe, expect, it } from 'vitest';
import { addressRegion, deriveStateProvince, stateProvinceFor } from './state-province';

const region = (state: string, province: string, country: string) => ({ state, province, country });

describe('deriveStateProvince (docs/api.md §4.3)', () => {
  it.each([
    [region('NY', '', ''), 'NY'],
    [region('NY', 'Ontario', 'US'), 'NY'],
    [region('NY', 'Ontario', 'United States'), 'NY'],
    [region('NY', 'Ontario', 'Canada'), 'Ontario'],
    [region('', 'Ontario', 'United States'), 'Ontario'],
    [region('NY', '', 'France'), ''],
    [region('', '', ''), ''],
  ])('%j → %j', (fields, expected) => {
    expect(deriveStateProvince(fields)).toBe(expected);
  });
});

describe('stateProvinceFor', () => {
  const stored = { ...region('NY', 'Quebec', 'United States') };

  it('stores a non-empty value as sent', () => {
    expect(stateProvinceFor({ stateprovince: 'Somewhere', state: 'CA' }, undefined)).toBe(
      'Somewhere',
    );
  });

  it('derives on create from what was sent', () => {
    expect(stateProvinceFor({ state: 'CA' }, undefined)).toBe('CA');
    expect(stateProvinceFor({}, undefined)).toBe('');
  });

  it('keeps the stored value on an update that leaves the region alone', () => {
    expect(stateProvinceFor({}, stored)).toBeUndefined();
  });

  it('derives again from stored and sent fields on an update that changes the region', () => {
    expect(stateProvinceFor({ country: 'Canada' }, stored)).toBe('Quebec');
    expect(stateProvinceFor({ state: 'CA' }, stored)).toBe('CA');
    expect(stateProvinceFor({ stateprovince: '' }, stored)).toBe('NY');
  });
});

describe('addressRegion (docs/api.md §1.9)', () => {
  it('prefers stateprovince, then the US state, then the province', () => {
    expect(addressRegion({ ...region('NY', 'X', 'United States'), stateprovince: 'Z' })).toBe('Z');
    expect(addressRegion({ ...region('NY', 'X', 'United States'), stateprovince: '' })).toBe('NY');
    expect(addressRegion({ ...region('NY', 'X', 'Canada'), stateprovince: '' })).toBe('X');
  });
});
