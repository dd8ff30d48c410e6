'use client';

// What a calendar move says and does after the write (event-move.ts): the
// series question first for an occurrence, then a toast with Undo when it is
// saved, or the API's refusal in the interface language when it is not.
import { useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import type { WallTimes } from '@/lib/admin/calendar-place';
import { wallTimeAsDate } from '@/lib/dates/wall-time';
import type { SeriesScope } from '@/lib/events/schema';
import { errorCodeOf } from '@/lib/http/errors';
import { useErrorText } from '@/components/ui/form-error';
import { showToast } from '../shell/toasts';
import { writeEventTimes, type ShownEvent } from './event-move';
import { eventKeys } from './event-queries';
import { useSeriesScopeQuestion } from './series-scope-dialog';

/**
 * A drag moves one date or the whole series, never the dates after it: a
 * split made by a drag could not be undone (docs/admin.md "Calendar").
 */
const MOVE_SCOPES: SeriesScope[] = ['this', 'all'];

export function useEventMoves() {
  const t = useTranslations('AdminEvents.calendar');
  const errors = useTranslations('Errors');
  const errorText = useErrorText();
  const format = useFormatter();
  const client = useQueryClient();
  const scopeQuestion = useSeriesScopeQuestion();

  const when = (event: ShownEvent) =>
    format.dateTime(
      wallTimeAsDate(event.start_date),
      event.all_day
        ? { dateStyle: 'full', timeZone: 'UTC' }
        : { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' },
    );

  /** Writes; the calendar reads the events again whatever the answer, to show them as saved. */
  const write = async (shown: ShownEvent, times: WallTimes, scope: SeriesScope | undefined) => {
    try {
      return await writeEventTimes(shown, times, scope);
    } catch (error) {
      showToast(errorText(errorCodeOf(error)) ?? errors('unknown'), 'error');
      return null;
    } finally {
      await client.invalidateQueries({ queryKey: eventKeys.all });
    }
  };

  const undo = async (saved: ShownEvent, before: WallTimes, scope: SeriesScope | undefined) => {
    const back = await write(saved, before, scope);
    if (back) showToast(t('undone', { title: back.title, when: when(back) }));
  };

  /** Resolves to whether the event was moved; when not, the grid puts it back. */
  const move = async (event: ShownEvent & { series_id: number | null }, times: WallTimes) => {
    const scope =
      event.series_id === null ? undefined : await scopeQuestion.ask('save', MOVE_SCOPES);
    if (scope === null) return false;
    const saved = await write(event, times, scope);
    if (!saved) return false;
    const before = { start_date: event.start_date, end_date: event.end_date };
    showToast(t('moved', { title: saved.title, when: when(saved) }), 'success', {
      label: t('undo'),
      run: () => void undo(saved, before, scope),
    });
    return true;
  };

  return { move, dialog: scopeQuestion.dialog };
}
