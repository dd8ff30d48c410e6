'use client';

// The dashboard's event panels: this week's events, the submissions pending
// review (with Approve and Reject for those who may publish) and the drafts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useErrorText } from '@/components/ui/form-error';
import { ApiError } from '@/lib/http/errors';
import { Link } from '@/lib/i18n/navigation';
import { eventKeys, type EventJson } from '../events/event-queries';
import { useEventWhen, useModifiedWhen } from '../events/event-when';
import { DashboardPanel } from './dashboard-panel';
import {
  eventsInStatusQuery,
  reviewMutation,
  weekEventsQuery,
  type ReviewDecision,
} from './dashboard-queries';
import { useAuthorName } from './author-name';

export function WeekPanel({ week }: { week: { from: string; to: string } }) {
  const t = useTranslations('AdminDashboard');
  const statuses = useTranslations('AdminCommon.statusName');
  const when = useEventWhen();
  const list = useQuery(weekEventsQuery(week));
  const events = list.data?.events ?? [];
  const total = list.data?.total ?? 0;
  return (
    <DashboardPanel
      id="dashboard-week"
      title={t('week.title')}
      description={t('week.description')}
      state={list}
      count={t('eventCount', { count: total })}
      empty={t('week.empty')}
      items={events.map((event) => (
        <li key={event.id}>
          <Link href={`/admin/events/${event.id}`}>{event.title}</Link>
          {event.status !== 'publish' && (
            <span className="badge">{statuses(event.status as 'draft')}</span>
          )}
          <span className="dashboard-detail">{when(event)}</span>
        </li>
      ))}
      more={
        total > events.length
          ? {
              href: `/admin/events?start_date=${week.from}&end_date=${week.to}`,
              label: t('week.all'),
            }
          : undefined
      }
    />
  );
}

/** Which messages each status's panel speaks with (AdminDashboard.drafts, .pending). */
const STATUS_PANEL = {
  draft: { messages: 'drafts', detail: 'changedBy' },
  pending: { messages: 'pending', detail: 'submittedBy' },
} as const;

/**
 * Events in one status, last changed first, each with when and by whom, and
 * a link to the whole list when the panel shows only part of it.
 */
function EventsInStatusPanel({
  status,
  userId,
  description,
  actions,
  children,
}: {
  status: keyof typeof STATUS_PANEL;
  userId: number;
  description: string;
  /** What a row offers beside its event (the review buttons). */
  actions?: (event: EventJson) => ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslations('AdminDashboard');
  const modified = useModifiedWhen();
  const authorName = useAuthorName(userId);
  const list = useQuery(eventsInStatusQuery(status));
  const events = list.data?.events ?? [];
  const total = list.data?.total ?? 0;
  const { messages, detail } = STATUS_PANEL[status];
  return (
    <DashboardPanel
      id={`dashboard-${messages}`}
      title={t(`${messages}.title`)}
      description={description}
      state={list}
      count={t('eventCount', { count: total })}
      empty={t(`${messages}.empty`)}
      items={events.map((event) => (
        <li key={event.id}>
          <Link href={`/admin/events/${event.id}`}>{event.title}</Link>
          <span className="dashboard-detail">
            {t(detail, { when: modified(event), who: authorName(event.author) })}
          </span>
          {actions?.(event)}
        </li>
      ))}
      more={
        total > events.length
          ? { href: `/admin/events?status=${status}`, label: t(`${messages}.all`) }
          : undefined
      }
    >
      {children}
    </DashboardPanel>
  );
}

export function DraftsPanel({ userId, seesAll }: { userId: number; seesAll: boolean }) {
  const t = useTranslations('AdminDashboard');
  return (
    <EventsInStatusPanel
      status="draft"
      userId={userId}
      description={seesAll ? t('drafts.everyone') : t('drafts.own')}
    />
  );
}

export function PendingPanel({ userId, canReview }: { userId: number; canReview: boolean }) {
  const t = useTranslations('AdminDashboard');
  const [outcome, setOutcome] = useState('');
  return (
    <EventsInStatusPanel
      status="pending"
      userId={userId}
      description={canReview ? t('pending.review') : t('pending.own')}
      actions={
        canReview ? (event) => <ReviewButtons event={event} onOutcome={setOutcome} /> : undefined
      }
    >
      {/* Said here, since the event leaves the list. */}
      <p role="status" aria-live="polite" className="dashboard-outcome">
        {outcome}
      </p>
    </EventsInStatusPanel>
  );
}

/** Approve (publish) and Reject (back to draft) for one pending event. */
function ReviewButtons({
  event,
  onOutcome,
}: {
  event: EventJson;
  onOutcome: (text: string) => void;
}) {
  const t = useTranslations('AdminDashboard');
  const errors = useTranslations('Errors');
  const errorText = useErrorText();
  const client = useQueryClient();
  const mutation = useMutation(
    reviewMutation({
      onSuccess: (saved) =>
        onOutcome(
          saved.status === 'draft'
            ? t('pending.rejected', { title: event.title })
            : t('pending.approved', { title: event.title }),
        ),
      onError: (error) => {
        onOutcome((error instanceof ApiError ? errorText(error.code) : null) ?? errors('unknown'));
        // What changed meanwhile shows in the lists again.
        void client.invalidateQueries({ queryKey: eventKeys.lists() });
      },
    }),
  );
  const decide = (decision: ReviewDecision) => mutation.mutate({ event, decision });
  return (
    <span className="dashboard-actions">
      <button
        type="button"
        aria-label={t('pending.approveLabel', { title: event.title })}
        disabled={mutation.isPending}
        onClick={() => decide('publish')}
      >
        {t('pending.approve')}
      </button>
      <button
        type="button"
        aria-label={t('pending.rejectLabel', { title: event.title })}
        disabled={mutation.isPending}
        onClick={() => decide('draft')}
      >
        {t('pending.reject')}
      </button>
    </span>
  );
}
