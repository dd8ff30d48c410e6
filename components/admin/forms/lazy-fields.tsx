'use client';

// react-aria's date, time, time-zone and search fields (date-time-fields.tsx,
// time-zone-field.tsx, search-picker.tsx) arrive after the screen: with
// @internationalized/date they are most of an editing screen's JavaScript
// (docs/performance.md "Admin first load"). Their modules are fetched as soon
// as a screen that uses one loads, and a box of a field's height holds each
// one's place meanwhile, so nothing below moves when they come. Whatever
// submits a value (a form's hidden input, react-hook-form's state) lives
// outside them, so a form sent before they arrive loses nothing.
import dynamic from 'next/dynamic';

const loadDates = () => import('./date-time-fields');
const loadZone = () => import('./time-zone-field');
const loadPicker = () => import('./search-picker');

if (typeof window !== 'undefined') {
  void loadDates();
  void loadZone();
  void loadPicker();
}

const pending = () => <div className="field field-pending" aria-hidden="true" />;

export const DateField = dynamic(() => loadDates().then((loaded) => loaded.DateField), {
  ssr: false,
  loading: pending,
});
export const TimeField = dynamic(() => loadDates().then((loaded) => loaded.TimeField), {
  ssr: false,
  loading: pending,
});
export const TimeZoneField = dynamic(() => loadZone().then((loaded) => loaded.TimeZoneField), {
  ssr: false,
  loading: pending,
});
export const SearchPicker = dynamic(() => loadPicker().then((loaded) => loaded.SearchPicker), {
  ssr: false,
  loading: pending,
});
