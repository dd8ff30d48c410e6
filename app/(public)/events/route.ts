import { eventsPage } from '@/lib/public/pages/events';
import { publicRoute } from '@/lib/public/route';

// The calendar's front: its default view (docs/public-pages.md "Views").
export const { GET, HEAD } = publicRoute(eventsPage);
