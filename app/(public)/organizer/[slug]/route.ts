import { organizerPage } from '@/lib/public/pages/linked-post';
import { publicRoute } from '@/lib/public/route';

// One published organizer's page with its upcoming events (docs/api.md §10.8).
export const { GET, HEAD } = publicRoute<{ slug: string }>(organizerPage);
