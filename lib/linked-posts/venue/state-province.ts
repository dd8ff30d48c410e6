// A venue's `stateprovince` (docs/api.md §4.3): stored as sent when not
// empty, otherwise derived from the state, the province and the country.
export interface Region {
  state: string;
  province: string;
  country: string;
}

const UNITED_STATES = ['US', 'United States'];

export function deriveStateProvince({ state, province, country }: Region): string {
  if (state !== '' && (country === '' || UNITED_STATES.includes(country))) return state;
  return province;
}

/**
 * The value to store, or undefined to keep the stored one: an update derives
 * it again only when it sends `state`, `province`, `country` or an empty
 * `stateprovince` (decided).
 */
export function stateProvinceFor(
  sent: Partial<Region> & { stateprovince?: string },
  stored: Region | undefined,
): string | undefined {
  if (sent.stateprovince) return sent.stateprovince;
  const touchesRegion =
    sent.state !== undefined ||
    sent.province !== undefined ||
    sent.country !== undefined ||
    sent.stateprovince === '';
  if (stored && !touchesRegion) return undefined;
  return deriveStateProvince({
    state: sent.state ?? stored?.state ?? '',
    province: sent.province ?? stored?.province ?? '',
    country: sent.country ?? stored?.country ?? '',
  });
}

/** The region a postal address shows (§1.9): `stateprovince`, else the state in the United States, else the province (as TEC's tribe_get_region). */
export function addressRegion(venue: Region & { stateprovince: string }): string {
  if (venue.stateprovince) return venue.stateprovince;
  return venue.country === 'United States' ? venue.state : venue.province;
}
