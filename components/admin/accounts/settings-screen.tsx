'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { FieldError } from '@/components/ui/field-error';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import { settingsSchema, type SiteSettings } from '@/lib/settings/schema';
import { settingsQuery, useSaveSettings } from './account-queries';
import { EmbedSnippet } from './embed-snippet';
import { SelectField, TextField } from './form-fields';
import { sameNamedFields, showServerErrors } from '../forms/server-errors';
import { ImageField, previewOf } from '../forms/image-field';
import { imageQuery } from '../forms/image-queries';
import { PageHeader } from '../page-header';
import { showToast } from '../shell/toasts';

const LIMITS = [
  'posts_per_page',
  'rate_limit_writes_per_minute',
  'rate_limit_reads_per_minute',
  'rate_limit_signins_per_15_minutes',
  'recurrence_horizon_days',
] as const;

/** The site settings of docs/operations.md; a saved change holds from the next request on. */
export function SettingsScreen() {
  const t = useTranslations('AdminSettings');
  const settings = useQuery(settingsQuery);
  return (
    <section aria-labelledby="settings-title">
      <PageHeader id="settings-title" title={t('title')} />
      {settings.isPending && <p role="status">{t('loading')}</p>}
      {settings.error && <FormError code={errorCodeOf(settings.error)} />}
      {settings.data && <SettingsForm settings={settings.data} />}
    </section>
  );
}

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const t = useTranslations('AdminSettings');
  const save = useSaveSettings();
  // Every zone this browser knows, and the stored one even if it does not.
  const zones = useMemo(() => {
    const known = Intl.supportedValuesOf('timeZone');
    return known.includes(settings.timezone) ? known : [settings.timezone, ...known];
  }, [settings.timezone]);
  const form = useForm<z.input<typeof settingsSchema>, unknown, SiteSettings>({
    resolver: zodResolver(settingsSchema),
    defaultValues: settings,
  });
  const { errors } = form.formState;
  const logoErrorId = useId();
  const { setValue } = form;
  const forgetMissingLogo = useCallback(() => setValue('site_logo', null), [setValue]);
  const [failure, setFailure] = useState<string>();
  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    // Only what was changed here: another administrator's change to another
    // setting since this form opened is kept, not written back.
    const opened = form.formState.defaultValues ?? {};
    const changed = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => value !== opened[key as keyof SiteSettings]),
    );
    return save
      .mutateAsync(changed)
      .then((saved) => {
        form.reset(saved);
        showToast(t('saved'));
      })
      .catch((error: unknown) => {
        setFailure(showServerErrors(form, error, sameNamedFields(form.getValues())));
      });
  });
  return (
    <form noValidate className="editor" onSubmit={onSubmit}>
      <SelectField
        label={t('timezone')}
        registered={form.register('timezone')}
        error={errors.timezone}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('default_language')}
        registered={form.register('default_language')}
        error={errors.default_language}
      >
        <option value="en">{t('english')}</option>
      </SelectField>
      <p className="hint">{t('languageHint')}</p>
      {LIMITS.map((key) => (
        <TextField
          key={key}
          label={t(key)}
          type="number"
          registered={form.register(key, { valueAsNumber: true })}
          error={errors[key]}
        />
      ))}
      <fieldset>
        <legend>{t('siteSection')}</legend>
        <TextField
          label={t('site_name')}
          registered={form.register('site_name')}
          error={errors.site_name}
        />
        <p className="hint">{t('siteNameHint')}</p>
        <LogoField
          control={form.control}
          logoId={settings.site_logo}
          onMissing={forgetMissingLogo}
        />
        <FieldError id={`${logoErrorId}`} error={errors.site_logo} />
        <TextField
          label={t('accent_color')}
          type="color"
          registered={form.register('accent_color')}
          error={errors.accent_color}
        />
        <p className="hint">{t('accentHint')}</p>
        <SelectField
          label={t('default_view')}
          registered={form.register('default_view')}
          error={errors.default_view}
        >
          <option value="month">{t('viewMonth')}</option>
          <option value="list">{t('viewList')}</option>
        </SelectField>
        <p className="hint">{t('defaultViewHint')}</p>
      </fieldset>
      <fieldset>
        <legend>{t('embedSection')}</legend>
        <TextField
          label={t('embed_origins')}
          registered={form.register('embed_origins')}
          error={errors.embed_origins}
        />
        <p className="hint">{t('embedOriginsHint')}</p>
        {/* What is saved, not what is typed: the rule browsers follow now. */}
        {settings.embed_origins === '' && <p className="notice">{t('embedOff')}</p>}
        <EmbedSnippet siteName={settings.site_name} />
      </fieldset>
      <FormError code={failure} />
      <button type="submit" disabled={save.isPending}>
        {t('save')}
      </button>
    </form>
  );
}

/**
 * The logo, picked from the media library or uploaded. The stored image is
 * read first so the field opens showing it; an id that is no longer an image
 * is no logo.
 */
function LogoField({
  control,
  logoId,
  onMissing,
}: {
  control: Control<z.input<typeof settingsSchema>, unknown, SiteSettings>;
  logoId: number | null;
  onMissing: () => void;
}) {
  const t = useTranslations('AdminSettings');
  const stored = useQuery({ ...imageQuery(logoId ?? 0), enabled: logoId !== null });
  // Only an image gone from the library is no logo; a failed read leaves the stored one alone.
  const isMissing = stored.isError && errorCodeOf(stored.error) === 'media-not-found';
  useEffect(() => {
    if (isMissing) onMissing();
  }, [isMissing, onMissing]);
  if (logoId !== null && stored.isPending) return <p role="status">{t('loading')}</p>;
  if (stored.isError && !isMissing) return <FormError code={errorCodeOf(stored.error)} />;
  return (
    <Controller
      control={control}
      name="site_logo"
      render={({ field }) => (
        <ImageField
          label={t('site_logo')}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          onChange={(value) => field.onChange(value === '' ? null : Number(value))}
          initial={stored.data ? previewOf(stored.data) : null}
          canUpload
        />
      )}
    />
  );
}
