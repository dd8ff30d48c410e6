import { dayPage } from '@/lib/public/pages/day';
import { publicRoute } from '@/lib/public/route';

// One day's events: /events/YYYY-MM-DD/ (docs/public-pages.md "Views").
export const { GET, HEAD } = publicRoute<{ day: string }>((context) => dayPage(context));
