'use client';

import { useEffect, useState } from 'react';
import { weekDates } from './dashboard-queries';

/** Milliseconds from `now` to the browser's next midnight. */
function untilMidnight(now = new Date()): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime() - now.getTime();
}

/**
 * The next seven days, today first, moved on at the browser's midnight and
 * when a tab left open overnight is looked at again (timers sleep with the
 * machine). The same dates keep the same object, so the week's query key only
 * changes with the day.
 */
export function useWeek(): { from: string; to: string } {
  const [week, setWeek] = useState(weekDates);
  useEffect(() => {
    const refresh = () =>
      setWeek((current) => {
        const next = weekDates();
        return next.from === current.from ? current : next;
      });
    let timer = setTimeout(function tick() {
      refresh();
      timer = setTimeout(tick, untilMidnight());
    }, untilMidnight());
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, []);
  return week;
}
