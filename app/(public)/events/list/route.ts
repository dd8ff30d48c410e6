import { listPage } from '@/lib/public/pages/list';
import { publicRoute } from '@/lib/public/route';

// Upcoming events, or past ones with eventDisplay=past (docs/public-pages.md "Views").
export const { GET, HEAD } = publicRoute((context) => listPage(context));
