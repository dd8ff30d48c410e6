'use client';

// The events calendar's grid (FullCalendar), loaded apart from the screen
// (event-calendar.tsx). Events are shown in their own wall time: the grid runs
// in UTC and is given the API's wall times as UTC, so every event stands at
// the time its page says whatever the browser's zone, and a move changes the
// clock's digits. Dragging, resizing and Alt+arrows move an event through
// use-event-moves.ts; selecting empty time opens the new-event editor there.
import type {
  DateSelectArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventInput,
  EventMountArg,
} from '@fullcalendar/core';
import esLocale from '@fullcalendar/core/locales/es';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import {
  addDays,
  isMoveKey,
  keyboardShift,
  movedTimes,
  type CalendarPlace,
  type CalendarView,
} from '@/lib/admin/calendar-place';
import { useRouter } from '@/lib/i18n/navigation';
import type { EventJson } from './event-queries';
import { SeriesMark } from './series-mark';
import { useEventMoves } from './use-event-moves';

const GRID_VIEWS: Record<CalendarView, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
};

/** Statuses the grid names beside the title, for eyes (the dashed outline) and screen readers. */
const MARKED_STATUSES = new Set(['draft', 'pending', 'private', 'future', 'trash']);

const isoWall = (wall: string) => wall.replace(' ', 'T');

/** The grid's shape of an event: an all-day event's end is the day after its last (FullCalendar's ends are exclusive). */
function gridEvent(event: EventJson, locale: string): EventInput {
  return {
    id: String(event.id),
    title: event.title,
    start: event.all_day ? event.start_date.slice(0, 10) : isoWall(event.start_date),
    end: event.all_day ? addDays(event.end_date.slice(0, 10), 1) : isoWall(event.end_date),
    allDay: event.all_day,
    url: `/${locale}/admin/events/${event.id}`,
    classNames: [`status-${event.status}`],
    // Shown when the status filter asks for the trash, but only restoring in the editor changes it.
    ...(event.status === 'trash' ? { editable: false } : {}),
    extendedProps: { event },
  };
}

const eventOf = (arg: { event: { extendedProps: Record<string, unknown> } }) =>
  arg.event.extendedProps.event as EventJson;

/** A duration FullCalendar gives (days and milliseconds in these views) in milliseconds. */
const durationMs = (duration: { days: number; milliseconds: number }) =>
  duration.days * 86_400_000 + duration.milliseconds;

/** `2026-12-07T10:30` or `2026-12-07`: what the new-event page reads (event-form-values.ts). */
const prefillValue = (date: Date, allDay: boolean) => date.toISOString().slice(0, allDay ? 10 : 16);

/**
 * After a keyboard move the grid draws the week read again, and may re-insert
 * the moved event's element, which drops the focus to the page: for a few
 * frames, focus that has fallen to the page goes back to the event.
 */
function keepFocusOn(id: string, frames = 20) {
  const active = document.activeElement;
  if (active === null || active === document.body) {
    document.querySelector<HTMLElement>(`.calendar-grid [data-event-id="${id}"]`)?.focus();
  }
  if (frames > 0) requestAnimationFrame(() => keepFocusOn(id, frames - 1));
}

export function CalendarGrid({
  place,
  firstDay,
  events,
  canWrite,
  onPlace,
}: {
  place: CalendarPlace;
  firstDay: number;
  events: EventJson[];
  canWrite: boolean;
  onPlace: (place: CalendarPlace) => void;
}) {
  const t = useTranslations('AdminEvents');
  const common = useTranslations('AdminCommon');
  const locale = useLocale();
  const router = useRouter();
  const calendar = useRef<FullCalendar>(null);
  const moves = useEventMoves();
  // The event moved by keys keeps the focus when the grid draws it anew, until the user moves the focus.
  const focusAfterMove = useRef<string | null>(null);
  // New event objects make FullCalendar draw every event anew: only new data should.
  const gridEvents = useMemo(
    () => events.map((event) => gridEvent(event, locale)),
    [events, locale],
  );
  // The key handler reads the latest view and move, though it was attached when the event was drawn.
  const keyMove = useRef<(id: string, key: string) => boolean>(() => false);
  const isMoving = useRef(false);
  useEffect(() => {
    keyMove.current = (id, key) => {
      const event = events.find((candidate) => String(candidate.id) === id);
      const shift = event ? keyboardShift(key, place.view, event.all_day) : null;
      // A key held down repeats: one move at a time, each from where the last one left it.
      // A trashed event is restored before it moves, as it cannot be dragged either.
      if (shift === null || !event || event.status === 'trash' || isMoving.current) return false;
      isMoving.current = true;
      focusAfterMove.current = id;
      void moves
        .move(event, movedTimes(event, shift, shift))
        .then(() => keepFocusOn(id))
        .finally(() => (isMoving.current = false));
      return true;
    };
  });

  useEffect(() => {
    calendar.current?.getApi().changeView(GRID_VIEWS[place.view], place.date);
  }, [place.view, place.date]);

  const onDrop = async (info: EventDropArg | EventResizeDoneArg) => {
    const event = eventOf(info);
    const startMs = 'delta' in info ? durationMs(info.delta) : durationMs(info.startDelta);
    const endMs = 'delta' in info ? startMs : durationMs(info.endDelta);
    const isMoved = await moves.move(event, movedTimes(event, startMs, endMs));
    if (!isMoved) info.revert();
  };

  const onSelect = (info: DateSelectArg) => {
    // An all-day selection ends the day after its last, as every FullCalendar end.
    const end = info.allDay ? new Date(info.end.getTime() - 86_400_000) : info.end;
    const query = new URLSearchParams({
      start: prefillValue(info.start, info.allDay),
      end: prefillValue(end, info.allDay),
    });
    router.push(`/admin/events/new?${query}`);
  };

  const onClick = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    router.push(`/admin/events/${info.event.id}`);
  };

  const onMount = (info: EventMountArg) => {
    info.el.dataset.eventId = info.event.id;
    if (focusAfterMove.current === info.event.id) info.el.focus();
    // Focus leaving for another element (not the element's removal, which fires no blur) ends the keyboard move.
    info.el.addEventListener('blur', (blur) => {
      if (blur.relatedTarget !== null) focusAfterMove.current = null;
    });
    if (!canWrite) return;
    info.el.addEventListener('keydown', (key) => {
      if (!key.altKey || key.ctrlKey || key.metaKey || key.shiftKey) return;
      if (!isMoveKey(key.key)) return;
      // Alt+Left is also the browser's Back: on an event it moves, or does nothing.
      key.preventDefault();
      keyMove.current(info.event.id, key.key);
    });
  };

  const renderEvent = (arg: EventContentArg) => {
    const event = eventOf(arg);
    return (
      <span className="calendar-event">
        {arg.timeText && <span className="calendar-event-time">{arg.timeText} </span>}
        {/* Before the title, which the box may cut short. */}
        {event.series_id !== null && <SeriesMark />}
        <span className="calendar-event-title">{event.title}</span>
        {MARKED_STATUSES.has(event.status) && (
          <span className="calendar-event-status">
            {' '}
            ({common(`statusName.${event.status as 'draft'}`)})
          </span>
        )}
      </span>
    );
  };

  return (
    <div className="calendar-grid">
      <FullCalendar
        ref={calendar}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView={GRID_VIEWS[place.view]}
        initialDate={place.date}
        headerToolbar={false}
        timeZone="UTC"
        locales={[frLocale, esLocale]}
        locale={locale}
        firstDay={firstDay}
        height="auto"
        // A busy day keeps its cell's size: the rest hide behind "+3 more", which opens the day's full list.
        views={{ dayGridMonth: { dayMaxEvents: 4 } }}
        closeHint={t('calendar.close')}
        // The "+3 more" link is an <a> without href that opens a popover, with
        // aria-expanded, which axe allows only on a button: it is one.
        moreLinkDidMount={(info) => info.el.setAttribute('role', 'button')}
        allDayText={t('calendar.allDay')}
        nowIndicator={false}
        // Events at the same time stand side by side rather than one over
        // another's text, which a busy week made unreadable (and axe flagged).
        slotEventOverlap={false}
        // Times beside titles as the interface's language writes them ("10:00 AM",
        // "10:00"): FullCalendar's week view otherwise drops English's am/pm.
        eventTimeFormat={{
          hour: locale === 'en' ? 'numeric' : '2-digit',
          minute: '2-digit',
          hour12: locale === 'en',
        }}
        events={gridEvents}
        eventContent={renderEvent}
        eventDidMount={onMount}
        eventClick={onClick}
        editable={canWrite}
        eventDurationEditable={canWrite && place.view !== 'month'}
        // An event keeps being timed or all day: a drop between the two is refused.
        eventAllow={(span, moving) => moving !== null && span.allDay === moving.allDay}
        eventDrop={onDrop}
        eventResize={onDrop}
        selectable={canWrite}
        select={onSelect}
        // FullCalendar names a month's day by its number's full date, though the
        // cell also holds its events (axe: label-content-name-mismatch); the
        // column's header and the number's link say the day.
        dayCellDidMount={(info) => info.el.removeAttribute('aria-labelledby')}
        navLinks
        navLinkDayClick={(date) => onPlace({ view: 'day', date: date.toISOString().slice(0, 10) })}
      />
      {moves.dialog}
    </div>
  );
}
