'use client';

// The pieces every resource list is made of, in the events list's manner.
import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useId, type FormEvent } from 'react';
import { useErrorText } from '@/components/ui/form-error';
import { ApiError } from '@/lib/http/errors';
import {
  LIST_STATUSES,
  listFiltersOf,
  listFiltersQuery,
  readListFilters,
  type ListFilters,
} from './list-filters';

export function useListFilters() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const filters = readListFilters(new URLSearchParams(params.toString()));
  const show = (next: ListFilters) => {
    const query = listFiltersQuery(next);
    router.replace(query ? `${pathname}?${query}` : pathname);
  };
  return { filters, show, isAfterDelete: params.get('deleted') === '1' };
}

export function SearchForm({
  filters,
  hasStatus,
  onChange,
}: {
  filters: ListFilters;
  hasStatus: boolean;
  onChange: (filters: ListFilters) => void;
}) {
  const t = useTranslations('AdminCommon');
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(listFiltersOf(new FormData(event.currentTarget)));
  };
  return (
    // Keyed by the filters so that back and forward refill the fields.
    <form key={listFiltersQuery(filters)} role="search" className="filters" onSubmit={submit}>
      <SearchField id={`${id}-search`} defaultValue={filters.search} />
      {hasStatus && <StatusSelect id={`${id}-status`} defaultValue={filters.status} />}
      <MissingTranslationSelect id={`${id}-missing`} defaultValue={filters.missing} />
      <button type="submit">{t('apply')}</button>
    </form>
  );
}

/** The `search` field of a filter form. */
export function SearchField({ id, defaultValue }: { id: string; defaultValue: string }) {
  const t = useTranslations('AdminCommon');
  return (
    <div>
      <label htmlFor={id}>{t('search')}</label>
      <input
        id={id}
        name="search"
        type="search"
        defaultValue={defaultValue}
        data-shortcut="search"
      />
    </div>
  );
}

/** The `status` field of a filter form: empty is every status but trash (docs/api.md §2.5). */
export function StatusSelect({ id, defaultValue }: { id: string; defaultValue: string }) {
  const t = useTranslations('AdminCommon');
  return (
    <div>
      <label htmlFor={id}>{t('status')}</label>
      <select id={id} name="status" defaultValue={defaultValue}>
        <option value="">{t('anyStatus')}</option>
        {LIST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`statusName.${status}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The `missing_translation` field of a filter form (README "Translations"). */
export function MissingTranslationSelect({
  id,
  defaultValue,
}: {
  id: string;
  defaultValue: string;
}) {
  const t = useTranslations('AdminTranslations');
  return (
    <div>
      <label htmlFor={id}>{t('missingFilter')}</label>
      <select id={id} name="missing_translation" defaultValue={defaultValue}>
        <option value="">{t('missingAny')}</option>
        {(['fr', 'es'] as const).map((language) => (
          <option key={language} value={language}>
            {t(`missingOption.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The polite status line: loading, failed, or how many. */
export function ListStatus({
  isPending,
  error,
  countText,
}: {
  isPending: boolean;
  error: Error | null;
  countText: string;
}) {
  const t = useTranslations('AdminCommon');
  const errorText = useErrorText();
  // In the interface language: the API's own messages are English only.
  const failure = error && (error instanceof ApiError ? errorText(error.code) : null);
  return (
    <p role="status" aria-live="polite" className="list-status">
      {isPending ? t('loading') : error ? (failure ?? t('loadFailed')) : countText}
    </p>
  );
}

export function Paging({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('AdminCommon');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('paging')} className="paging">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-shortcut="previous"
      >
        {t('previous')}
      </button>
      <span>{t('page', { page, pages })}</span>
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        data-shortcut="next"
      >
        {t('next')}
      </button>
    </nav>
  );
}
