'use client';

// A date bound of the events filter (From, To) in the interface language's
// order, with its calendar (forms/date-time-fields.tsx), where a native date
// input would show the browser's. The date goes with the filter form as a
// hidden field named as the REST parameter.
import { useState } from 'react';
import { DateField } from '../forms/lazy-fields';

export function EventDateFilter({
  id,
  name,
  label,
  initial,
}: {
  id: string;
  name: 'start_date' | 'end_date';
  label: string;
  initial: string;
}) {
  const [date, setDate] = useState(initial);
  return (
    <div>
      <DateField id={id} label={label} value={date} onChange={setDate} />
      <input type="hidden" name={name} value={date} />
    </div>
  );
}
