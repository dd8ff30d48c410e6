import { eventsFeed } from '@/lib/ical/answers';
import { publicRoute } from '@/lib/public/route';

// Any events list of GET /calendar/events/v1/events as iCalendar (README "Calendar feeds").
export const { GET, HEAD } = publicRoute(eventsFeed);
