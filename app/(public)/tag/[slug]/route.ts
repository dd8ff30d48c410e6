import { termPage } from '@/lib/public/pages/term';
import { publicRoute } from '@/lib/public/route';

// A tag's events (docs/api.md §0.1, §10.8).
export const { GET, HEAD } = publicRoute<{ slug: string }>((context) =>
  termPage('tag', [context.path.slug], context),
);
