import { publicRoute } from '@/lib/public/route';
import { sitemapIndexAnswer } from '@/lib/public/pages/sitemap';

// The sitemap index: one file per 2,000 published items of each kind (docs/public-pages.md).
export const { GET, HEAD } = publicRoute(sitemapIndexAnswer);
