import { eventPage } from '@/lib/public/pages/event';
import { publicRoute } from '@/lib/public/route';

// One published event's page (docs/api.md §0.1, §10.8).
export const { GET, HEAD } = publicRoute<{ slug: string }>(eventPage);
