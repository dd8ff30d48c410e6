'use client';

// The latest changed events, venues and organizers, newest first, each with
// when and by whom (its author: the API records no "last changed by").
import { useQueries } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useModifiedWhen } from '../events/event-when';
import { choiceOf } from '../linked-posts/linked-post-queries';
import { DashboardPanel } from './dashboard-panel';
import { mergeRecentChanges, recentChangesQueries, type ChangedItem } from './dashboard-queries';
import { useAuthorName } from './author-name';

export function RecentChangesPanel({ userId }: { userId: number }) {
  const t = useTranslations('AdminDashboard');
  const modified = useModifiedWhen();
  const authorName = useAuthorName(userId);
  const queries = recentChangesQueries();
  const [events, venues, organizers] = useQueries({
    queries: [queries.events, queries.venues, queries.organizers],
  });
  const changes =
    events.data && venues.data && organizers.data
      ? mergeRecentChanges(events.data.events, venues.data.venues, organizers.data.organizers)
      : [];
  const all = [events, venues, organizers];
  return (
    <DashboardPanel
      id="dashboard-recent"
      title={t('recent.title')}
      description={t('recent.description')}
      state={{
        isPending: all.some((query) => query.isPending),
        error: all.find((query) => query.error)?.error ?? null,
      }}
      count={t('changeCount', { count: changes.length })}
      empty={t('recent.empty')}
      items={changes.map((change) => (
        <li key={`${change.collection}-${change.item.id}`}>
          <span className="badge">{t(`kind.${change.collection}`)}</span>{' '}
          <Link href={`/admin/${change.collection}/${change.item.id}`}>{nameOf(change)}</Link>
          <span className="dashboard-detail">
            {t('changedBy', { when: modified(change.item), who: authorName(change.item.author) })}
          </span>
        </li>
      ))}
    />
  );
}

const nameOf = (change: ChangedItem) =>
  change.collection === 'events'
    ? change.item.title
    : choiceOf(change.collection, change.item).name;
