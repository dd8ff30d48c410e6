import { monthPage } from '@/lib/public/pages/month';
import { publicRoute } from '@/lib/public/route';

// This month, in the site's time zone (docs/public-pages.md "Views").
export const { GET, HEAD } = publicRoute((context) => monthPage(context));
