import { monthPage } from '@/lib/public/pages/month';
import { publicRoute } from '@/lib/public/route';

// A month, /events/month/YYYY-MM/ (docs/public-pages.md "Views").
export const { GET, HEAD } = publicRoute<{ month: string }>((context) => monthPage(context));
