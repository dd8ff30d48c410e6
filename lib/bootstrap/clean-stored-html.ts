// Descriptions and excerpts stored before the sanitiser last changed are
// cleaned again once, when `npm start` prepares the database
// (docs/security.md, "Stored HTML"): API consumers render what the API
// returns, so a fix must reach old rows, not only new writes.
import { db } from '../db';
import { RICH_TEXT_VERSION, richText } from '../text/sanitize';

const MARKER = 'rich_text_cleaned_with';
const BATCH = 500;
const TRANSLATED = (column: string) => [column, `${column}Fr`, `${column}Es`];
const HTML_COLUMNS = {
  event: [...TRANSLATED('description'), ...TRANSLATED('excerpt')],
  venue: [...TRANSLATED('description'), ...TRANSLATED('excerpt')],
  organizer: [...TRANSLATED('description'), ...TRANSLATED('excerpt')],
  category: TRANSLATED('description'),
  tag: TRANSLATED('description'),
} as const;

type Row = Record<string, unknown> & { id: number };
// The five tables share the shape this needs; Prisma's delegates share no type.
interface HtmlTable {
  findMany(args: object): Promise<Row[]>;
  update(args: object): Promise<unknown>;
}

/** Cleans every stored HTML field once per sanitiser version; answers how many rows changed. */
export async function cleanStoredHtml(): Promise<number> {
  const marker = await db.setting.findUnique({ where: { key: MARKER } });
  if (marker?.value === RICH_TEXT_VERSION) return 0;
  let changed = 0;
  for (const [model, columns] of Object.entries(HTML_COLUMNS))
    changed += await cleanTable(
      db[model as keyof typeof HTML_COLUMNS] as unknown as HtmlTable,
      columns,
    );
  await db.setting.upsert({
    where: { key: MARKER },
    create: { key: MARKER, value: RICH_TEXT_VERSION },
    update: { value: RICH_TEXT_VERSION },
  });
  return changed;
}

/** The table's rows in id order, a batch at a time; only what the sanitiser changes is written. */
async function cleanTable(table: HtmlTable, columns: readonly string[]): Promise<number> {
  const select = Object.fromEntries([['id', true], ...columns.map((column) => [column, true])]);
  let changed = 0;
  for (let after = 0; ;) {
    const rows = await table.findMany({
      select,
      where: { id: { gt: after } },
      orderBy: { id: 'asc' },
      take: BATCH,
    });
    if (rows.length === 0) return changed;
    for (const row of rows) {
      const data = cleanedColumns(row, columns);
      if (Object.keys(data).length === 0) continue;
      await table.update({ where: { id: row.id }, data });
      changed++;
    }
    after = rows.at(-1)!.id;
  }
}

function cleanedColumns(row: Row, columns: readonly string[]): Record<string, string> {
  const data: Record<string, string> = {};
  for (const column of columns) {
    const value = row[column];
    if (typeof value !== 'string' || value === '') continue;
    const cleaned = richText(value);
    if (cleaned !== value) data[column] = cleaned;
  }
  return data;
}
