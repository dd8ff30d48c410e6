// /events/: the calendar's default view (docs/public-pages.md "Views"), the
// month unless the `default_view` setting says list, at this address rather
// than a redirect so a link to the calendar stays one address.
import { getSettings } from '../../settings/settings';
import type { PublicContext } from '../route';
import { listPage } from './list';
import { monthPage } from './month';

export async function eventsPage(context: PublicContext<object>) {
  const { default_view: view } = await getSettings();
  return view === 'list' ? listPage(context) : monthPage(context);
}
