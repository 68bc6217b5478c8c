// npm run leads — what the embedded backend stored: contact-form leads and newsletter subscriptions
// (with upstream APIs configured, those live upstream instead). Stop the server first when it uses PGlite.
//
//   npm run leads                          a summary and the latest entries
//   npm run leads -- --csv > leads.csv     one CSV with both (column "record": lead | subscription)
//   npm run leads -- --csv --only leads    only the leads (or: --only subscriptions)
import { parseArgs } from 'node:util';
import { asc, desc } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { leads, subscriptions } from '@/lib/db/schema';

const COLUMNS = [
  'record',
  'id',
  'created_at',
  'email',
  'locale',
  'source',
  'full_name',
  'country',
  'company',
  'company_type',
  'position',
  'phone',
  'im_type',
  'im_account',
  'interested_in',
  'hear_about',
  'product_type',
  'app_url',
  'is_cross_border',
  'subscribe',
  'message',
] as const;

type Record_ = Partial<Record<(typeof COLUMNS)[number], string>>;

/** RFC 4180 quoting; a cell a spreadsheet would run as a formula gets a leading apostrophe. */
function csvCell(value: string | undefined): string {
  let cell = value ?? '';
  if (/^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      csv: { type: 'boolean', default: false },
      only: { type: 'string' },
    },
  });
  if (values.only && values.only !== 'leads' && values.only !== 'subscriptions') {
    console.error('--only takes "leads" or "subscriptions"');
    return 2;
  }
  const database = await openDatabase();
  try {
    const { db } = database;
    const order = values.csv ? asc : desc;
    const leadRows =
      values.only === 'subscriptions' ? [] : await db.select().from(leads).orderBy(order(leads.createdAt));
    const subscriptionRows =
      values.only === 'leads'
        ? []
        : await db.select().from(subscriptions).orderBy(order(subscriptions.createdAt));

    if (!values.csv) {
      console.log(
        `${leadRows.length} lead(s), ${subscriptionRows.length} subscription(s) (${database.driver})`,
      );
      console.table(
        leadRows.slice(0, 20).map((lead) => ({
          created: lead.createdAt.toISOString(),
          name: lead.fullName,
          email: lead.email,
          company: lead.company,
          country: lead.country,
        })),
      );
      console.table(
        subscriptionRows.slice(0, 20).map((row) => ({
          created: row.createdAt.toISOString(),
          email: row.email,
          locale: row.locale,
          source: row.source,
        })),
      );
      console.log('Export everything with: npm run leads -- --csv > leads.csv');
      return 0;
    }

    const records: Record_[] = [
      ...leadRows.map((lead) => ({
        record: 'lead',
        id: lead.id,
        created_at: lead.createdAt.toISOString(),
        email: lead.email,
        locale: lead.locale,
        full_name: lead.fullName,
        country: lead.country,
        company: lead.company,
        company_type: lead.companyType,
        position: lead.position,
        phone: lead.phone,
        im_type: lead.imType,
        im_account: lead.imAccount,
        interested_in: lead.interestedIn.join(' '),
        hear_about: lead.hearAbout ?? '',
        product_type: lead.productType,
        app_url: lead.appUrl,
        is_cross_border: String(lead.isCrossBorder),
        subscribe: String(lead.subscribe),
        message: lead.message ?? '',
      })),
      ...subscriptionRows.map((row) => ({
        record: 'subscription',
        id: row.id,
        created_at: row.createdAt.toISOString(),
        email: row.email,
        locale: row.locale,
        source: row.source,
      })),
    ];
    const lines = [
      COLUMNS.join(','),
      ...records.map((record) => COLUMNS.map((c) => csvCell(record[c])).join(',')),
    ];
    process.stdout.write(`${lines.join('\r\n')}\r\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
