import { eventFeed } from '@/lib/ical/answers';
import { publicRoute } from '@/lib/public/route';

// One published event as iCalendar (README "Calendar feeds").
export const { GET, HEAD } = publicRoute<{ slug: string }>(eventFeed);
