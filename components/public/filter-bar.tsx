// The filter bar of every calendar view (docs/public-pages.md "Filter bar"):
// a GET form, so it works without JavaScript and its answer's address holds
// every filter; with JavaScript the view swaps in place (view-script.ts).
import type { PublicTranslator } from '@/lib/public/messages';
import type { Params } from '@/lib/params/request-params';
import type { FilterOption, FilterOptions } from '@/lib/public/views/filter-options';
import { VIEW_FILTERS } from '@/lib/public/views/filters';

interface FilterBarProps {
  options: FilterOptions;
  params: Params;
  /** The view's own path: filtering keeps the view and its date. */
  action: string;
  /** Hidden fields the view's address needs (the content language, past events). */
  kept: Record<string, string>;
  /** Filters the archive fixes, which the bar does not offer. */
  fixed: Params;
  t: PublicTranslator;
}

// The bar's selects: the list parameter each sets, its options, its words.
const SELECTS = [
  { name: 'categories', options: 'categories', label: 'category', any: 'anyCategory' },
  { name: 'tags', options: 'tags', label: 'tag', any: 'anyTag' },
  { name: 'venue', options: 'venues', label: 'venue', any: 'anyVenue' },
  { name: 'organizer', options: 'organizers', label: 'organizer', any: 'anyOrganizer' },
] as const satisfies readonly {
  name: string;
  options: keyof FilterOptions;
  label: string;
  any: string;
}[];

const UNSHOWN_FILTERS = ['event_status'] as const;

const valueOf = (params: Params, name: string) => {
  const value = params[name];
  return typeof value === 'string' ? value : '';
};

function Select({
  name,
  label,
  options,
  params,
  anyLabel,
}: {
  name: string;
  label: string;
  options: FilterOption[];
  params: Params;
  anyLabel: string;
}) {
  const id = `filter-${name}`;
  const chosen = valueOf(params, name);
  return (
    <div className="filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={chosen}>
        <option value="">{anyLabel}</option>
        {/* A shared link may name several (venue=5,7): one option keeps them, named by their names. */}
        {chosen !== '' && !options.some((option) => option.value === chosen) && (
          <option value={chosen}>
            {chosen
              .split(',')
              .map((part) => options.find((option) => option.value === part)?.label ?? part)
              .join(', ')}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {/* The tree's depth, as a select can show it. */}
            {`${'\u2003'.repeat(option.depth)}${option.label}`}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FilterBar({ options, params, action, kept, fixed, t }: FilterBarProps) {
  const isFiltered = VIEW_FILTERS.some((name) => valueOf(params, name) !== '');
  const isNarrowed = [...SELECTS.map(({ name }) => name), 'featured'].some(
    (name) => !(name in fixed) && valueOf(params, name) !== '',
  );
  // A filter the bar has no field for (event_status from a shared link) rides along.
  const unshown = Object.fromEntries(
    UNSHOWN_FILTERS.flatMap((name) =>
      valueOf(params, name) ? [[name, valueOf(params, name)]] : [],
    ),
  );
  const clearQuery = new URLSearchParams(kept).toString();
  return (
    <form className="filters" method="get" action={action} role="search" aria-label={t('filters')}>
      {Object.entries({ ...kept, ...unshown }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="filter search">
        <label htmlFor="filter-search">{t('searchEvents')}</label>
        <input
          id="filter-search"
          type="search"
          name="search"
          defaultValue={valueOf(params, 'search')}
        />
      </div>
      {/* Search stays in view; the rest folds away, open while one of them filters. */}
      <details className="more-filters" open={isNarrowed || undefined}>
        <summary>{t('moreFilters')}</summary>
        <div className="filter-fields">
          {SELECTS.filter(({ name }) => !(name in fixed)).map(
            ({ name, options: of, label, any }) => {
              const choices = options[of];
              return choices.length === 0 ? null : (
                <Select
                  key={name}
                  name={name}
                  label={t(label)}
                  options={choices}
                  params={params}
                  anyLabel={t(any)}
                />
              );
            },
          )}
          <div className="filter featured">
            <input
              id="filter-featured"
              type="checkbox"
              name="featured"
              value="true"
              defaultChecked={valueOf(params, 'featured') === 'true'}
            />
            <label htmlFor="filter-featured">{t('featuredOnly')}</label>
          </div>
        </div>
      </details>
      {/* After the fields it applies, in reading and tab order. */}
      <div className="filter-actions">
        <button type="submit">{t('applyFilters')}</button>
        {isFiltered && (
          <a href={clearQuery ? `${action}?${clearQuery}` : action} data-view-link="">
            {t('clearFilters')}
          </a>
        )}
      </div>
    </form>
  );
}
