import { termPage } from '@/lib/public/pages/term';
import { publicRoute } from '@/lib/public/route';

// A tag's other views: month/, month/YYYY-MM/, day/YYYY-MM-DD/, list/ (docs/public-pages.md "Views").
export const { GET, HEAD } = publicRoute<{ slug: string; view: string[] }>((context) =>
  termPage('tag', [context.path.slug, ...context.path.view], context),
);
