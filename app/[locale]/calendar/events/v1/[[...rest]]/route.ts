import { answerNoRoute, dispatch } from '@/app/calendar/events/v1/dispatch';
import { isLanguage } from '@/lib/i18n/languages';

// The API under a language prefix, /{lang}/calendar/events/v1/… (docs/api.md
// §0.1, §9): the same routes, with the language taken from the path.
async function handle(
  request: Request,
  context: { params: Promise<{ locale: string; rest?: string[] }> },
) {
  const { locale, rest = [] } = await context.params;
  return isLanguage(locale) ? dispatch(request, rest) : answerNoRoute(request);
}
export { handle as GET, handle as HEAD, handle as POST, handle as PUT };
export { handle as PATCH, handle as DELETE, handle as OPTIONS };
