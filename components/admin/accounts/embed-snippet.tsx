'use client';

import { useTranslations } from 'next-intl';
import { useId, useSyncExternalStore } from 'react';
import { showToast } from '../shell/toasts';

const noSubscription = () => () => {};

/** The site's own address, as the browser reached the admin (the embed is on the same site). */
const useSiteOrigin = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The <iframe> an administrator pastes into an allowed site's page
 * (docs/public-pages.md "Embedding"): the month view, named by the site's
 * name for screen readers, read-only with a button that copies it.
 */
export function EmbedSnippet({ siteName }: { siteName: string }) {
  const t = useTranslations('AdminSettings');
  const id = useId();
  const origin = useSiteOrigin();
  const title = siteName || t('embedFrameTitle');
  const snippet = `<iframe src="${origin}/embed/events/month/" title="${attribute(title)}" width="100%" height="760" style="border:0" loading="lazy"></iframe>`;
  const copy = () =>
    navigator.clipboard
      .writeText(snippet)
      .then(() => showToast(t('snippetCopied')))
      .catch(() => showToast(t('snippetNotCopied'), 'error'));
  return (
    <div className="field">
      <label htmlFor={id}>{t('embedSnippet')}</label>
      <textarea
        id={id}
        readOnly
        rows={3}
        value={snippet}
        aria-describedby={`${id}-hint`}
        onFocus={(event) => event.target.select()}
      />
      <p className="hint" id={`${id}-hint`}>
        {t('embedSnippetHint')}
      </p>
      <button type="button" onClick={copy}>
        {t('copySnippet')}
      </button>
    </div>
  );
}
