import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import { dataDir, mailDomain, mailFrom, smtpUrl } from '@/lib/config';

// Outgoing mail: real SMTP when SMTP_URL is set, else one `.eml` file per message under DATA_DIR/mail
// (open it with any mail client). Header values never contain line breaks, so no visitor input can add
// headers or recipients; a visitor's address only ever appears in Reply-To.

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  replyTo?: string;
  /** Defaults to MAIL_FROM. */
  from?: string;
  /** A stable Message-ID lets mail clients fold a message that had to be sent twice into one. */
  messageId?: string;
}

export interface SentMail {
  messageId: string;
  /** The `.eml` file, when mail goes to files. */
  file?: string;
}

export type MailMode = 'smtp' | 'files';

export class MailHeaderError extends Error {
  constructor(field: string) {
    super(`Refused to send mail: the ${field} header value contains a line break.`);
    this.name = 'MailHeaderError';
  }
}

export function mailMode(): MailMode {
  return smtpUrl() ? 'smtp' : 'files';
}

export function mailFolder(): string {
  return path.resolve(dataDir(), 'mail');
}

/** Throws MailHeaderError when any header value (From, To, Reply-To, Subject, Message-ID) has CR or LF. */
export function assertSafeHeaders(message: MailMessage): void {
  const headers: Record<string, string | string[] | undefined> = {
    from: message.from,
    to: message.to,
    'reply-to': message.replyTo,
    subject: message.subject,
    'message-id': message.messageId,
  };
  for (const [field, value] of Object.entries(headers)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((entry) => entry !== undefined && /[\r\n]/.test(entry))) throw new MailHeaderError(field);
  }
}

/** A Message-ID for the site's domain, derived from `seed` so the same seed always gives the same id. */
export function messageIdFor(seed: string): string {
  return `<${seed.replace(/[^A-Za-z0-9._-]/g, '-')}@${mailDomain()}>`;
}

type SmtpTransporter = Transporter<SMTPTransport.SentMessageInfo>;

// One pooled transport per SMTP_URL for the whole process (modules may be evaluated several times in dev).
const transports: Map<string, SmtpTransporter> = ((
  globalThis as { __playmindSmtp?: Map<string, SmtpTransporter> }
).__playmindSmtp ??= new Map());

function smtpTransport(url: string) {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as SMTPTransport.Options);
    transports.set(url, transport);
  }
  return transport;
}

const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

function envelope(message: MailMessage) {
  return {
    from: message.from ?? mailFrom(),
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    messageId: message.messageId,
    // The message is built only from the strings above: never read files or URLs named in it.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export async function sendMail(message: MailMessage): Promise<SentMail> {
  assertSafeHeaders(message);
  const url = smtpUrl();
  if (url) {
    const info = await smtpTransport(url).sendMail(envelope(message));
    return { messageId: info.messageId };
  }
  const info: StreamTransport.SentMessageInfo = await fileTransport.sendMail(envelope(message));
  const folder = mailFolder();
  await fs.mkdir(folder, { recursive: true });
  // Names come from the clock and randomness only, never from the message.
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
  const file = path.join(folder, name);
  const partial = `${file}.partial`;
  await fs.writeFile(partial, new Uint8Array(info.message as Buffer));
  await fs.rename(partial, file);
  return { messageId: info.messageId, file };
}

export interface MailHealth {
  mode: MailMode;
  ok: boolean;
  error?: string;
}

/** Whether mail can go out now: the SMTP server answers, or the mail folder is writable. */
export async function checkMail(timeoutMs = 3_000): Promise<MailHealth> {
  const mode = mailMode();
  try {
    const url = smtpUrl();
    if (url) {
      await Promise.race([
        smtpTransport(url).verify(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('SMTP check timed out')), timeoutMs).unref(),
        ),
      ]);
    } else {
      await fs.mkdir(mailFolder(), { recursive: true });
      await fs.access(mailFolder(), fs.constants.W_OK);
    }
    return { mode, ok: true };
  } catch (error) {
    return { mode, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
