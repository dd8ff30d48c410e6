// The public pages' one style sheet, inline in each page's head: small, no
// request of its own, and no script needed to read the page.

export const PUBLIC_STYLE = `
:root{color-scheme:light dark;--accent:#1d4ed8;--muted:#555}
@media (prefers-color-scheme:dark){:root{--accent:#93c5fd;--muted:#aaa}}
body{font:1rem/1.55 system-ui,sans-serif;max-width:46rem;margin:0 auto;padding:1rem}
body.wide{max-width:76rem}
body.embedded{max-width:none;padding:.5rem}
body.embedded>footer{border-top:1px solid #8884;margin-top:1rem;padding-top:.5rem;font-size:.9rem}
a{color:var(--accent)}
header{display:flex;gap:1rem;align-items:center;flex-wrap:wrap;border-bottom:1px solid #8884;padding-bottom:.5rem}
header .site{display:inline-flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.2rem;text-decoration:none}
header .logo{height:2.5rem;width:auto}
header .site-nav{display:flex;gap:1rem}
header .languages{margin-left:auto}
header .languages ul{display:flex;gap:.75rem;list-style:none;margin:0;padding:0}
header .languages [aria-current]{font-weight:700;text-decoration:none;color:inherit}
.events{list-style:none;padding:0}
.events li{border-bottom:1px solid #8883;padding:.75rem 0}
.events h2{font-size:1.15rem;margin:0}
.events li:has(>.date-leaf){display:grid;grid-template-columns:3.5rem 1fr;column-gap:1rem}
.events li>:not(.date-leaf){grid-column:2}
.date-leaf{grid-row:1/span 4;align-self:start;text-align:center;border:1px solid #8886;border-radius:.4rem;overflow:hidden;line-height:1.2}
.date-leaf span{display:block;background:var(--accent);color:#fff;font-size:.75rem;text-transform:uppercase;padding:.1rem 0}
@media (prefers-color-scheme:dark){.date-leaf span{color:#111}}
.date-leaf strong{display:block;font-size:1.35rem;padding:.15rem 0}
.meta,.when{color:var(--muted);margin:.2rem 0}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dl.facts dt{font-weight:600}
dl.facts dd{margin:0}
nav.pager{display:flex;gap:1rem;justify-content:space-between;margin:1rem 0}
img.lead{display:block;max-width:100%;height:auto;margin:1rem 0;border-radius:.25rem}
.calendar-links ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;padding:0}
.status{border:2px solid currentColor;border-radius:.25rem;padding:0 .3rem;font-size:.9rem}
.status-canceled{color:#b91c1c}
@media (prefers-color-scheme:dark){.status-canceled{color:#fca5a5}}
.event-status .reason{font-style:italic}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
table.month-grid{width:100%;table-layout:fixed;border-collapse:collapse}
.month-grid th{font-size:.85rem;color:var(--muted)}
.month-grid td{height:6.5rem;padding:.25rem;vertical-align:top;font-size:.85rem}
.month-grid td.other-month{background:#8881}
.month-grid td.other-month .day-number{color:var(--muted)}
.month-grid td.today{outline:2px solid var(--accent);outline-offset:-2px}
.month-grid .day-number{font-weight:700;text-decoration:none}
.month-grid ul{list-style:none;margin:.2rem 0;padding:0}
.month-grid li{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.month-grid li.status-canceled a{text-decoration:line-through}
.month-grid .status{font-size:.7rem;padding:0 .2rem}
.month-grid li.span{background:color-mix(in srgb,var(--accent) 14%,transparent);margin:.1rem -.25rem;padding:0 .25rem}
.month-grid li.span-first{margin-left:0;border-radius:.3rem 0 0 .3rem}
.month-grid li.span-last{margin-right:0;border-radius:0 .3rem .3rem 0}
.month-grid li.span-first.span-last{border-radius:.3rem}
.month-grid .more{font-weight:600}
.month-grid .dot{display:none}
.view-head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.5rem 1rem}
.view-head h1{margin:.6rem 0}
.view-switch ul{display:flex;list-style:none;margin:0;padding:0;border:1px solid #8886;border-radius:.4rem;overflow:hidden}
.view-switch a{display:block;padding:.3rem .8rem;text-decoration:none}
.view-switch li+li a{border-left:1px solid #8886}
.view-switch a[aria-current]{background:var(--accent);color:#fff}
@media (prefers-color-scheme:dark){.view-switch a[aria-current]{color:#111}}
form.filters{display:flex;flex-wrap:wrap;align-items:flex-end;gap:.6rem 1rem;padding:.75rem;margin:.5rem 0;border:1px solid #8884;border-radius:.4rem}
form.filters .filter{display:flex;flex-direction:column;gap:.15rem;font-size:.9rem}
form.filters .filter.featured{flex-direction:row;align-items:center;gap:.35rem;padding-bottom:.35rem}
form.filters input[type=search],form.filters select{font:inherit;padding:.3rem .4rem;min-width:10rem;max-width:16rem}
form.filters .filter-actions{display:flex;gap:.75rem;align-items:center}
form.filters .more-filters{flex-basis:100%}
form.filters .more-filters summary{cursor:pointer;font-weight:600;padding:.2rem 0}
form.filters .filter-fields{display:flex;flex-wrap:wrap;align-items:flex-end;gap:.6rem 1rem;padding-top:.5rem}
form.filters button{font:inherit;padding:.35rem 1rem;border-radius:.3rem;border:1px solid var(--accent);background:var(--accent);color:#fff;cursor:pointer}
@media (prefers-color-scheme:dark){form.filters button{color:#111}}
.day-events .when{font-weight:600}
main[aria-busy=true]{opacity:.6}
:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
@media (max-width:40rem){.month-grid td{height:3.2rem;text-align:center}.month-grid ul,.month-grid .more{display:none}.month-grid .dot{display:block;width:.45rem;height:.45rem;margin:.2rem auto;border-radius:50%;background:var(--accent)}}
.notice{border-left:4px solid var(--accent);padding:.5rem 1rem}
table{border-collapse:collapse;font-size:.9rem}
th,td{border:1px solid #8884;padding:.25rem .5rem;text-align:left;vertical-align:top}
`;

/**
 * The administrator's accent (checked to read on white, lib/settings/accent.ts);
 * on a dark page a lighter mix of it, so links keep their contrast there too.
 */
export const accentStyle = (accent: string) =>
  `:root{--accent:${accent}}@media (prefers-color-scheme:dark){:root{--accent:color-mix(in srgb,${accent} 35%,#fff)}}`;
