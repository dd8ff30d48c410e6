'use client';

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import type { ImageObject } from '@/lib/media/serialize';
import { ConfirmAction } from '../lists/confirm-action';
import { PageHeader } from '../page-header';
import { showToast } from '../shell/toasts';
import { deleteImageMutation, imageLibraryQuery } from '../forms/image-queries';
import { ImageAltEditor } from './image-alt-editor';

/** The name the image was stored under: the last part of its URL. */
export const imageFileName = (image: Pick<ImageObject, 'url'>) =>
  decodeURIComponent(image.url.split('/').at(-1) ?? '');

/**
 * The media library (docs/admin.md "Media"): every image, newest first,
 * searched by file name; alternative texts written and unused images deleted
 * by those who may change them.
 */
export function MediaScreen() {
  const t = useTranslations('AdminMedia');
  const common = useTranslations('AdminCommon');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const library = useQuery({
    ...imageLibraryQuery(page, search),
    placeholderData: keepPreviousData,
  });
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
          setSearch(typeof text === 'string' ? text.trim() : '');
          setPage(1);
        }}
      >
        <div className="field">
          <label htmlFor="media-search">{t('search')}</label>
          <input id="media-search" name="search" type="search" defaultValue={search} />
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
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {common('previous')}
          </button>
          <span>{common('page', { page, pages })}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
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
