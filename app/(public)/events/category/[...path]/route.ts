import { termPage } from '@/lib/public/pages/term';
import { publicRoute } from '@/lib/public/route';

// A category's events: /events/category/{ancestor-slugs/}{slug}/ (docs/api.md §0.1).
export const { GET, HEAD } = publicRoute<{ path: string[] }>((context) =>
  termPage('category', context.path.path, context),
);
