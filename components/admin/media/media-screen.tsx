'use client';

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import type { ImageObject } from '@/lib/media/serialize';
import { ConfirmAction } from '../lists/confirm-action';
import { listFiltersQuery, readListFilters } from '../lists/list-filters';
import { PageHeader } from '../page-header';
import { showToast } from '../shell/toasts';
import { deleteImageMutation, imageLibraryQuery } from '../forms/image-queries';
import { ImageAltEditor } from './image-alt-editor';

/** The name the image was stored under: the last part of its URL. */
export const imageFileName = (image: Pick<ImageObject, 'url'>) =>
  decodeURIComponent(image.url.split('/').at(-1) ?? '');

function addressOf(pathname: string, shown: { search: string; page: number }) {
  const query = listFiltersQuery({ ...shown, status: '', missing: '' });
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The media library (docs/admin.md "Media"): every image, newest first,
 * searched by file name; alternative texts written and unused images deleted
 * by those who may change them.
 */
export function MediaScreen() {
  const t = useTranslations('AdminMedia');
  const common = useTranslations('AdminCommon');
  // The search and the page are in the address, as every list's are: a reload,
  // Back and a shared link show the same images.
  const router = useRouter();
  const pathname = usePathname();
  const { search, page } = readListFilters(new URLSearchParams(useSearchParams().toString()));
  const show = (next: { search: string; page: number }) =>
    router.replace(addressOf(pathname, next));
  const library = useQuery({
    ...imageLibraryQuery(page, search),
    placeholderData: keepPreviousData,
  });
  // Deleting the last image of the last page, or a page number past the end
  // in an old link, would show an empty page: the last one that has images is shown.
  // (Only from this page's own answer, not the one kept on screen meanwhile.)
  const lastPage = library.isPlaceholderData ? undefined : library.data?.total_pages;
  // A page number the server refuses outright (far past any library) starts over.
  const isPageRefused = library.isError && page > 1;
  useEffect(() => {
    if (isPageRefused) router.replace(addressOf(pathname, { search, page: 1 }));
    else if (lastPage !== undefined && page > Math.max(lastPage, 1))
      router.replace(addressOf(pathname, { search, page: Math.max(lastPage, 1) }));
  }, [isPageRefused, lastPage, page, search, pathname, router]);
  const pages = library.data?.total_pages ?? 0;
  const editable = new Set(library.data?.editable_ids ?? []);

  return (
    <section aria-labelledby="media-title">
      <PageHeader id="media-title" title={t('title')} subtitle={<p>{t('intro')}</p>} />
      <form
        role="search"
        className="filters"
        onSubmit={(submit) => {
          submit.preventDefault();
          const text = new FormData(submit.currentTarget).get('search');
          show({ search: typeof text === 'string' ? text.trim() : '', page: 1 });
        }}
      >
        <div className="field">
          <label htmlFor="media-search">{t('search')}</label>
          <input
            // A new address (Back, a link) brings its own text.
            key={search}
            id="media-search"
            name="search"
            type="search"
            defaultValue={search}
          />
        </div>
        <button type="submit">{t('searchButton')}</button>
      </form>
      {library.isPending && <p role="status">{common('loading')}</p>}
      {library.isError && <FormError code={errorCodeOf(library.error)} />}
      {library.data && (
        <p role="status" className="hint">
          {search === ''
            ? t('count', { count: library.data.total })
            : t('matches', { count: library.data.total, search })}
        </p>
      )}
      <ul className="media-library">
        {library.data?.images.map((image) => (
          <li key={image.id}>
            <MediaCard image={image} isEditable={editable.has(image.id)} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="actions" aria-label={t('pages')}>
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => show({ search, page: page - 1 })}
          >
            {common('previous')}
          </button>
          <span>{common('page', { page, pages })}</span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => show({ search, page: page + 1 })}
          >
            {common('next')}
          </button>
        </nav>
      )}
    </section>
  );
}

function MediaCard({ image, isEditable }: { image: ImageObject; isEditable: boolean }) {
  const t = useTranslations('AdminMedia');
  const remove = useMutation(deleteImageMutation());
  const name = imageFileName(image);
  const titleId = `media-${image.id}-name`;
  return (
    <article aria-labelledby={titleId} className="media-card">
      {/* Its alternative text is what the public pages say; none yet, the name beside it says enough. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- our own stored renditions */}
      <img src={image.sizes.thumbnail?.url ?? image.url} alt={image.alt} />
      <h2 id={titleId}>{name}</h2>
      <p className="hint">{t('size', { width: image.width, height: image.height })}</p>
      {isEditable ? (
        <>
          <ImageAltEditor image={image} name={name} />
          <ConfirmAction
            label={t('delete')}
            accessibleLabel={t('deleteFor', { name })}
            title={t('deleteTitle', { name })}
            text={t('deleteText')}
            confirmLabel={t('deleteConfirm')}
            removesButton
            onConfirm={async () => {
              await remove.mutateAsync(image.id);
              showToast(t('deleted', { name }));
            }}
          />
        </>
      ) : (
        <p>{image.alt === '' ? t('noAlt') : t('altIs', { alt: image.alt })}</p>
      )}
    </article>
  );
}
