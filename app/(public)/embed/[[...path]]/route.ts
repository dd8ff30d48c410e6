import { embedPage } from '@/lib/public/pages/embed';
import { publicRoute } from '@/lib/public/route';

// The embeddable calendar: /embed/ and /embed/{a view's address}
// (docs/public-pages.md "Embedding"); the views are lib/public/pages/embeddable-views.ts.
export const { GET, HEAD } = publicRoute<{ path?: string[] }>(embedPage);
