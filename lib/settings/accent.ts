// The accent colour's contrast (WCAG 2 relative luminance): links and buttons
// of the public pages are written in it on white, so a pale accent would
// leave them unreadable.

/** The contrast ratio of `#rrggbb` with white, 1 to 21. */
export function contrastWithWhite(color: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = parseInt(color.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
  return 1.05 / (luminance + 0.05);
}
