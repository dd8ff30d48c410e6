// The calendar views' one script (docs/public-pages.md "Views"), inline in
// their pages: links marked data-view-link and the filter bar load the next
// view in place (no full reload), with the address, history and Back kept as
// a reload would keep them, and the arrow keys move between the month's days.
// Without it every link and the form still work: this only saves the reload.
// Anything unexpected falls back to navigating.
export const VIEW_SCRIPT = `(() => {
if (window.calendarViews) return;
window.calendarViews = true;
// One swap at a time: a newer one aborts the one under way, whose answer is then ignored.
let pending;
const swap = async (href, push) => {
  if (pending) pending.abort();
  const current = (pending = new AbortController());
  const main = document.querySelector('main');
  if (main) main.setAttribute('aria-busy', 'true');
  try {
    const answer = await fetch(href, { headers: { accept: 'text/html' }, signal: current.signal });
    if (!answer.ok || !(answer.headers.get('content-type') || '').startsWith('text/html')) throw 0;
    const next = new DOMParser().parseFromString(await answer.text(), 'text/html');
    if (current !== pending) return;
    for (const script of next.body.querySelectorAll('script')) script.remove();
    document.title = next.title;
    document.body.replaceWith(document.importNode(next.body, true));
    if (push) history.pushState(null, '', href);
    const heading = document.querySelector('main h1');
    if (heading) { heading.tabIndex = -1; heading.focus(); }
  } catch (error) {
    if (current.signal.aborted) return;
    location.href = href;
  } finally {
    if (current === pending) pending = undefined;
  }
};
document.addEventListener('click', (event) => {
  const link = event.target.closest && event.target.closest('a[data-view-link]');
  if (!link || link.origin !== location.origin || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  swap(link.href, true);
});
const submit = (form) => {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (value !== '') query.append(name, value);
  const url = new URL(form.action);
  url.search = query.toString();
  swap(url.href, true);
};
document.addEventListener('submit', (event) => {
  if (!event.target.matches('form.filters')) return;
  event.preventDefault();
  submit(event.target);
});
// The checkbox applies at once; a select waits for the button, since browsers
// change a closed select on each arrow key and a keyboard user must reach the option.
document.addEventListener('change', (event) => {
  const form = event.target.closest && event.target.closest('form.filters');
  if (form && event.target.type === 'checkbox') submit(form);
});
addEventListener('popstate', () => swap(location.href, false));
// The month's days by arrow keys, as in a date picker: a day either side, a week up or down.
const STEPS = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
document.addEventListener('keydown', (event) => {
  const step = STEPS[event.key];
  // With a modifier the arrows are the browser's (Alt+Left is Back).
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (!step || !event.target.matches || !event.target.matches('.month-grid a.day-number')) return;
  const days = [...document.querySelectorAll('.month-grid a.day-number')];
  // A right-to-left page would flip left and right; the three languages read left to right.
  const next = days[days.indexOf(event.target) + step];
  if (!next) return;
  event.preventDefault();
  next.focus();
});
})();`;
