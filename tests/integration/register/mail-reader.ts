import fs from 'node:fs';
import path from 'node:path';

// Reads the `.eml` files the site writes under DATA_DIR/mail: headers unfolded, encoded words and the
// body's transfer encoding (quoted-printable or base64, as nodemailer picks for non-ASCII text) decoded.
// Used by the integration tests and the browser tests (no path aliases here).

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  file: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export function parseMail(raw: string, file = ''): ReadMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { to: decodeWords(header('To')).trim(), subject: decodeWords(header('Subject')).trim(), text, file };
}

/** Every mail to `to` (case-insensitive), oldest first. */
export function readMails(dataDir: string, to: string): ReadMail[] {
  const folder = path.join(dataDir, 'mail');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseMail(fs.readFileSync(path.join(folder, name), 'utf8'), name))
    .filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** The six-digit code of the newest code mail to `to`, or undefined. */
export function latestCode(dataDir: string, to: string): string | undefined {
  const mails = readMails(dataDir, to);
  for (const mail of mails.reverse()) {
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
    if (code) return code;
  }
  return undefined;
}
