import { venuePage } from '@/lib/public/pages/linked-post';
import { publicRoute } from '@/lib/public/route';

// One published venue's page with its upcoming events (docs/api.md §10.8).
export const { GET, HEAD } = publicRoute<{ slug: string }>(venuePage);
