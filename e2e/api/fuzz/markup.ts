// Markup that runs script, however it is spelled, and the oracle that finds it
// in the HTML a description comes back as (docs/api.md §0.7: script,
// style, iframe, object, embed and form elements, on* attributes and script
// URLs are removed on write). The oracle reads attributes as a browser does:
// character references decoded, tab and line breaks dropped, leading C0
// controls and spaces stripped; it parses with htmlparser2, not by hand.
import { decodeHTMLAttribute } from 'entities/decode';
import fc from 'fast-check';
import { Parser } from 'htmlparser2';

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'ftp']);
const ACTIVE_ELEMENTS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'form']);

/** The scheme a browser would see at the start of a decoded URL, lower case, if any. */
export function schemeOf(url: string): string | undefined {
  const seen = url.replace(/[\t\n\r]/g, '').replace(/^[\x00-\x20]+/, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(seen)?.[1]?.toLowerCase();
}

/** The URLs inside a decoded attribute value: srcset lists several, a refresh names one after `url=`. */
function urlsIn(element: string, name: string, value: string, attributes: Record<string, string>) {
  if (name === 'srcset') return value.split(/,\s+/);
  const isRefresh =
    decodeHTMLAttribute(attributes['http-equiv'] ?? '')
      .trim()
      .toLowerCase() === 'refresh';
  if (element === 'meta' && name === 'content' && isRefresh) {
    const target = /^[\s\d.]*[;,]?\s*(?:url\s*=\s*)?['"]?([\s\S]*)$/i.exec(value);
    return [value, target?.[1] ?? ''];
  }
  return [value];
}

/** What in `html` could run script: active elements, handlers, attributes with a foreign scheme. */
export function scriptableParts(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(element, attributes) {
        if (ACTIVE_ELEMENTS.has(element)) found.push(`<${element}>`);
        for (const [name, raw] of Object.entries(attributes)) {
          if (/^on/i.test(name)) found.push(`<${element} ${name}>`);
          const value = decodeHTMLAttribute(raw);
          const schemes = urlsIn(element, name, value, attributes).map(schemeOf);
          if (schemes.some((scheme) => scheme !== undefined && !SAFE_SCHEMES.has(scheme)))
            found.push(`<${element} ${name}=${JSON.stringify(raw)}>`);
        }
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

// ---- spellings of a script URL ------------------------------------------

const scriptUrl = fc.constantFrom(
  'javascript:alert(1)',
  'javascript:alert(document.domain)//',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
);

/** What a browser drops inside a URL: tab, LF and CR, raw or as references. */
const GAPS = ['\t', '\n', '\r', '&Tab;', '&NewLine;', '&#9;', '&#10;', '&#x0D;', '&#X0a;'];
/** What a browser strips before a URL: C0 controls and spaces, raw or as references. */
const LEADING = [' ', '\x01', '\x0e', '\x1f', '&#14;', '&#x01;', '&#32;', '&#x1F;', '&#0000014;'];

interface Spelling {
  form: 'raw' | 'decimal' | 'bare-decimal' | 'hex' | 'named';
  zeros: number;
  isUpper: boolean;
  gap: string | null;
}

const spelling: fc.Arbitrary<Spelling> = fc.record({
  form: fc.constantFrom('raw', 'raw', 'raw', 'decimal', 'bare-decimal', 'hex', 'named'),
  zeros: fc.integer({ min: 0, max: 4 }),
  isUpper: fc.boolean(),
  gap: fc.option(fc.constantFrom(...GAPS), { freq: 5 }),
});

/** `character` as a reference of the chosen form; a letter has no named reference but `:` does. */
function spell(character: string, { form, zeros, isUpper }: Spelling) {
  const code = character.charCodeAt(0);
  const padded = (digits: string) => '0'.repeat(zeros) + digits;
  if (form === 'named' && character === ':') return '&colon;';
  if (form === 'hex') return `&#${isUpper ? 'X' : 'x'}${padded(code.toString(16))};`;
  if (form === 'decimal' || form === 'named') return `&#${padded(String(code))};`;
  // A decimal reference needs no semicolon before a character that is not a digit.
  if (form === 'bare-decimal') return `&#${padded(String(code))}`;
  return isUpper ? character.toUpperCase() : character;
}

/** A script URL with its scheme and colon spelled character by character. */
export const obfuscatedScriptUrl = fc
  .record({
    url: scriptUrl,
    leading: fc.array(fc.constantFrom(...LEADING), { maxLength: 3 }),
    spellings: fc.array(spelling, { minLength: 12, maxLength: 12 }),
  })
  .map(({ url, leading, spellings }) => {
    const colon = url.indexOf(':') + 1;
    const head = [...url.slice(0, colon)]
      .map((character, index) => {
        const chosen = spellings[index % spellings.length]!;
        return (index > 0 ? (chosen.gap ?? '') : '') + spell(character, chosen);
      })
      .join('');
    return leading.join('') + head + url.slice(colon);
  });

// ---- where the URL goes ---------------------------------------------------

type Quote = '"' | "'" | '';

/** `value` as an attribute value in that quoting, with what would end it written as references. */
function quoted(quote: Quote, value: string) {
  const ending = quote === '' ? /[\t\n\f\r "'<=>`]/g : new RegExp(quote, 'g');
  return `${quote}${value.replace(ending, (character) => `&#${character.charCodeAt(0)};`)}${quote}`;
}

type Placement = (attribute: (value: string) => string, url: string) => string;

const placements: Placement[] = [
  (v, url) => `<a href=${v(url)}>a link</a>`,
  (v, url) => `<area shape="rect" coords="0,0,9,9" href=${v(url)}>`,
  (v, url) => `<img src=${v(url)} alt="x">`,
  (v, url) => `<img src="/x.png" srcset=${v(`${url} 1x`)}>`,
  (v, url) => `<img src="/x.png" srcset=${v(`/y.png 1x, ${url} 2x`)}>`,
  (v, url) => `<svg><a xlink:href=${v(url)}><text x="1" y="9">a</text></a></svg>`,
  (v, url) => `<svg><use href=${v(url)}></use></svg>`,
  (v, url) => `<math><maction actiontype="statusline" xlink:href=${v(url)}>m</maction></math>`,
  (v, url) => `<svg><a><animate attributeName="href" to=${v(url)} /><text>a</text></a></svg>`,
  (v, url) => `<svg><a><set attributeName="href" to=${v(url)} /><text>a</text></a></svg>`,
  (v, url) => `<button formaction=${v(url)}>go</button>`,
  (v, url) => `<input type="image" src="/x.png" formaction=${v(url)}>`,
  (v, url) => `<video poster=${v(url)}></video>`,
  (v, url) => `<audio src=${v(url)}></audio>`,
  (v, url) => `<blockquote cite=${v(url)}>q</blockquote>`,
  (v, url) => `<base href=${v(url)}>`,
  (v, url) => `<link rel="stylesheet" href=${v(url)}>`,
  (v, url) => `<meta http-equiv="refresh" content=${v(`0;url=${url}`)}>`,
  (v, url) => `<iframe src=${v(url)}></iframe>`,
  (v, url) => `<object data=${v(url)}></object>`,
  (v, url) => `<embed src=${v(url)}>`,
  (v, url) => `<form action=${v(url)}><input type="submit"></form>`,
];

const handlerName = fc
  .tuple(
    fc.constantFrom('onerror', 'onload', 'onclick', 'onmouseover', 'onfocus', 'ontoggle'),
    fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
  )
  .map(([name, upper]) =>
    [...name].map((c, index) => (upper[index] ? c.toUpperCase() : c)).join(''),
  );

/** Markup that runs script without a URL: handlers and active elements. */
const scriptWithoutUrl = fc.oneof(
  handlerName.map((name) => `<img src="/x.png" ${name}=alert(1)>`),
  handlerName.map((name) => `<svg/${name}="alert(1)"><circle r="1"/></svg>`),
  handlerName.map((name) => `<details open ${name}='alert(1)'><summary>s</summary></details>`),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
    '<SCRIPT>alert(1)</SCRIPT><scr<script>ipt>alert(1)</script>',
    '<svg><script>alert(1)</script></svg>',
    '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
    '<iframe srcdoc="<img src=x onerror=alert(1)>"></iframe>',
    '<object data="/x.swf" type="application/x-shockwave-flash"></object>',
    '<embed src="/x.swf">',
    '<form><button>send</button></form>',
    '<style>@import "//evil.example/x.css";</style>',
  ),
);

const scriptByUrl = fc
  .record({
    placement: fc.constantFrom(...placements),
    quote: fc.constantFrom<Quote>('"', "'", ''),
    url: obfuscatedScriptUrl,
  })
  .map(({ placement, quote, url }) => placement((value) => quoted(quote, value), url));

/** A description or excerpt with one to three vectors among ordinary text and markup. */
export const hostileHtml = fc
  .tuple(
    fc.array(fc.oneof({ weight: 3, arbitrary: scriptByUrl }, scriptWithoutUrl), {
      minLength: 1,
      maxLength: 3,
    }),
    fc.constantFrom('', '<p>', '<div>'),
  )
  .map(([vectors, wrapper]) => {
    const close = wrapper ? `</${wrapper.slice(1)}` : '';
    return `Before ${wrapper}${vectors.join(' text <b>bold</b> ')}${close}\n\nAfter, <a href="https://example.org/">safe</a>.`;
  });
