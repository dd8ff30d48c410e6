// The small icons the admin's fields and their shapes (field-shapes.tsx) share.

/** A chip's remove button's cross, as the picker draws it. */
export function RemoveIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The chevron of a combobox's button, which opens its list. */
export function ChevronIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
