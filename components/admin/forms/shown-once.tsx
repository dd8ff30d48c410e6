'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

/**
 * A secret shown this once (a new API token, a webhook's signing secret): it
 * is stored only as a hash or never shown again, so the notice says so and
 * offers to copy it.
 */
export function ShownOnce({
  notice,
  label,
  value,
}: {
  notice: string;
  label: string;
  value: string;
}) {
  const t = useTranslations('AdminCommon');
  const id = useId();
  const [isCopied, setCopied] = useState(false);
  return (
    <div className="notice" role="status">
      <p>
        <strong>{notice}</strong>
      </p>
      <label htmlFor={id}>{label}</label>{' '}
      <input id={id} readOnly value={value} size={40} onFocus={(e) => e.target.select()} />{' '}
      <button
        type="button"
        onClick={() => navigator.clipboard.writeText(value).then(() => setCopied(true))}
      >
        {isCopied ? t('copied') : t('copy')}
      </button>
    </div>
  );
}
