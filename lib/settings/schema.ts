// What PATCH /api/settings and the settings form accept: any of the keys of
// docs/operations.md, each checked as the CLI checks it (validateSetting). The
// numbers travel as JSON integers; the database stores strings.
import { z } from 'zod';
import { singleLine } from '../text/sanitize';
import { contrastWithWhite } from './accent';
import { parseEmbedOrigins } from './embed-origins';
import {
  ACCENT_MIN_CONTRAST,
  DEFAULT_VIEWS,
  SITE_NAME_MAX_LENGTH,
  validateSetting,
} from './validate';

// Messages are the codes the form shows (Validation.positive_whole_number).
const limit = z
  .number('positive_whole_number')
  .int('positive_whole_number')
  .positive('positive_whole_number')
  .max(1_000_000_000);

const timeZone = z.string().transform((value, context) => {
  try {
    return validateSetting('timezone', value);
  } catch {
    context.addIssue({ code: 'custom', message: 'invalid_value', input: value });
    return z.NEVER;
  }
});

export const settingsSchema = z.object({
  timezone: timeZone,
  posts_per_page: limit,
  // Content's own language is English; French and Spanish are translations of it.
  default_language: z.enum(['en']),
  rate_limit_writes_per_minute: limit,
  rate_limit_reads_per_minute: limit,
  rate_limit_signins_per_15_minutes: limit,
  // Ten years at most: a daily rule without an end would pass the 1,000-occurrence cap long before.
  recurrence_horizon_days: limit.max(3650, 'positive_whole_number'),
  // The public pages' look (docs/public-pages.md "Site"); "" names the site in each page's language.
  site_name: z.string().transform(singleLine).pipe(z.string().max(SITE_NAME_MAX_LENGTH, 'too_big')),
  /** A media id (an image), or null for none. */
  site_logo: z.number('invalid_value').int('invalid_value').positive('invalid_value').nullable(),
  accent_color: z
    .string()
    .trim()
    .toLowerCase()
    .refine((color) => /^#[0-9a-f]{6}$/.test(color), { message: 'invalid_color', abort: true })
    .refine((color) => contrastWithWhite(color) >= ACCENT_MIN_CONTRAST, 'accent_low_contrast'),
  default_view: z.enum(DEFAULT_VIEWS, 'invalid_value'),
  // docs/public-pages.md "Embedding": origins separated by spaces, "*" or "".
  embed_origins: z.string().transform((value, context) => {
    const parsed = parseEmbedOrigins(value);
    if ('origins' in parsed) return parsed.origins;
    context.addIssue({ code: 'custom', message: 'invalid_origin', input: value });
    return z.NEVER;
  }),
});
export type SiteSettings = z.output<typeof settingsSchema>;

export const settingsUpdateSchema = settingsSchema.partial();
export type SettingsUpdate = z.output<typeof settingsUpdateSchema>;
