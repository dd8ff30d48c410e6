'use client';

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { errorCodeOf } from '@/lib/http/errors';
import type { ImageObject } from '@/lib/media/serialize';
import { ALT_MAX_LENGTH } from '@/lib/media/schema';
import type { ImageAltDraft } from './image-alt-draft';
import { imageLibraryQuery, uploadImageMutation } from './image-queries';

/** What the field shows of an image: enough for a preview and its name. */
export interface ImagePreview {
  id: number;
  url: string;
  thumbnail: string;
  alt: string;
}

export function previewOf(image: ImageObject): ImagePreview {
  return {
    id: image.id,
    url: image.url,
    thumbnail: image.sizes.thumbnail?.url ?? image.url,
    alt: image.alt,
  };
}

/**
 * The preview of an item's `image` as the API represents it (docs/api.md §1.7
 * object, or false).
 */
export function initialImageOf(image: unknown): ImagePreview | null {
  return image && typeof image === 'object' && 'id' in image
    ? previewOf(image as ImageObject)
    : null;
}

const fileNameOf = (preview: ImagePreview) =>
  decodeURIComponent(preview.url.split('/').at(-1) ?? '');

/**
 * An event's, venue's or organizer's image (docs/api.md §4.7): upload a
 * new one (roles that may upload), pick one from the media library, or remove
 * it. The form's value is the media id as the API's `image` takes it, or ""
 * for none.
 */
export function ImageField({
  label,
  value,
  onChange,
  initial,
  canUpload,
  disabled,
  onAltChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The image the item has when the form opens. */
  initial: ImagePreview | null;
  /** The signed-in user's role may upload (the page knows it from the session). */
  canUpload: boolean;
  disabled?: boolean;
  /**
   * The chosen image's alternative text is editable (roles that may upload);
   * the editor writes what is typed after its own save (image-alt-draft.ts).
   */
  onAltChange?: (draft: ImageAltDraft | null) => void;
}) {
  const t = useTranslations('AdminImage');
  const id = useId();
  const [chosen, setChosen] = useState<ImagePreview | null>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  const uploading = useMutation(uploadImageMutation());
  const current = value !== '' && chosen?.id === Number(value) ? chosen : null;

  const [alt, setAlt] = useState(initial?.alt ?? '');
  const choose = (preview: ImagePreview | null) => {
    setChosen(preview);
    setAlt(preview?.alt ?? '');
    onAltChange?.(null);
    setProblem(null);
    onChange(preview ? String(preview.id) : '');
  };
  const typeAlt = (text: string) => {
    setAlt(text);
    if (current) onAltChange?.(text === current.alt ? null : { id: current.id, alt: text });
  };
  const upload = async (file: File) => {
    setUploading(true);
    setProblem(null);
    try {
      choose(previewOf(await uploading.mutateAsync(file)));
    } catch (error) {
      const code = errorCodeOf(error);
      setProblem(
        code === 'rest_invalid_param' || code === 'rest_payload_too_large'
          ? t('invalidFile')
          : t('uploadFailed'),
      );
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset className="image-field" disabled={disabled} aria-describedby={`${id}-status`}>
      <legend>{label}</legend>
      <div id={`${id}-status`}>
        {current ? (
          <figure>
            {/* eslint-disable-next-line @next/next/no-img-element -- our own stored renditions */}
            <img src={current.thumbnail} alt={t('currentAlt', { name: fileNameOf(current) })} />
            <figcaption>{fileNameOf(current)}</figcaption>
          </figure>
        ) : (
          <p>{t('none')}</p>
        )}
      </div>
      <div className="actions">
        {canUpload && (
          <label className="button">
            {isUploading ? t('uploading') : t('upload')}
            <input
              type="file"
              className="visually-hidden"
              accept="image/jpeg,image/png,image/gif,image/webp"
              disabled={isUploading}
              onChange={(change) => {
                const file = change.target.files?.[0];
                change.target.value = '';
                if (file) void upload(file);
              }}
            />
          </label>
        )}
        <ImageLibrary onPick={choose} />
        {current && (
          <button type="button" onClick={() => choose(null)}>
            {t('remove')}
          </button>
        )}
      </div>
      {current && onAltChange && (
        <div className="field">
          <label htmlFor={`${id}-alt`}>{t('altLabel')}</label>
          <input
            id={`${id}-alt`}
            type="text"
            value={alt}
            maxLength={ALT_MAX_LENGTH}
            aria-describedby={`${id}-alt-hint`}
            onChange={(change) => typeAlt(change.target.value)}
          />
          <p id={`${id}-alt-hint`} className="hint">
            {t('altHint', { max: ALT_MAX_LENGTH })}
          </p>
        </div>
      )}
      {isUploading && <p role="status">{t('uploading')}</p>}
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** The library in a modal dialog: a page of thumbnails, each a button that picks it. */
function ImageLibrary({ onPick }: { onPick: (preview: ImagePreview) => void }) {
  const t = useTranslations('AdminImage');
  const common = useTranslations('AdminCommon');
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const library = useQuery({
    ...imageLibraryQuery(page),
    enabled: isOpen,
    placeholderData: keepPreviousData,
  });
  const images = library.data?.images ?? [];
  const pages = library.data?.total_pages ?? 0;

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        {t('choose')}
      </button>
      <dialog
        ref={dialog}
        className="library"
        aria-labelledby={`${id}-title`}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
      >
        <h2 id={`${id}-title`}>{t('libraryTitle')}</h2>
        {library.isPending && <p role="status">{common('loading')}</p>}
        {library.isError && (
          <p role="alert" className="form-error">
            {t('libraryFailed')}
          </p>
        )}
        {library.data && images.length === 0 && <p>{t('libraryEmpty')}</p>}
        <ul className="thumbnails">
          {images.map((image) => {
            const preview = previewOf(image);
            return (
              <li key={image.id}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(preview);
                    dialog.current?.close();
                  }}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- our own stored renditions */}
                  <img src={preview.thumbnail} alt={t('pick', { name: fileNameOf(preview) })} />
                </button>
              </li>
            );
          })}
        </ul>
        <div className="actions">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {common('previous')}
          </button>
          <span>{pages > 0 && common('page', { page, pages })}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {common('next')}
          </button>
          <button type="button" onClick={() => dialog.current?.close()}>
            {common('cancel')}
          </button>
        </div>
      </dialog>
    </>
  );
}
