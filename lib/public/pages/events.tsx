// /events/: the calendar's default view (docs/public-pages.md "Views"), the
// month as The Events Calendar's is, at this address rather than a redirect
// so a link to the calendar stays one address.
import type { PublicContext } from '../route';
import { monthPage } from './month';

export const eventsPage = (context: PublicContext<object>) => monthPage(context);
