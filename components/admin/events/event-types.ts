// The parts of the API's event representation (docs/api.md §1.2) and
// collection envelope (§2.1) the admin reads.
export interface EventSummary {
  id: number;
  title: string;
  status: string;
  start_date: string;
  end_date: string;
  /** Last change, in the site's time zone. */
  modified: string;
  all_day: boolean;
  timezone_abbr: string;
  featured: boolean;
  venue: { id: number; venue: string } | [];
  /** Present because the admin lists with translation_status (README "Translations"). */
  missing_translations?: Record<'fr' | 'es', string[]>;
}

export interface EventCollection {
  events: EventSummary[];
  total: number;
  total_pages: number;
}
