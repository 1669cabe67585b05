import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { extractLinks } from './emailLinks';
import { errorText, type Log } from './log';
import { listenOn } from './ports';

/** One e-mail caught by the local outbox, as stored under <dataDir>/emails and served at /_local/emails. */
export interface StoredEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** ISO-8601 UTC, when the outbox received it. */
  date: string;
  links: string[];
}

export interface MailOutbox {
  smtpUrl: string;
  /** Newest first; `to` keeps only e-mails with that recipient (tests run in parallel, each with its own). */
  list(to?: string): Promise<StoredEmail[]>;
  clear(to?: string): Promise<void>;
  stop(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 30 * 1024 * 1024;

/**
 * An SMTP server (no auth, no TLS) that keeps every message as JSON instead of delivering it:
 * the handlers send through nodemailer exactly as they would to a real SMTP server.
 */
export async function startMailOutbox(directory: string, port: number, log: Log): Promise<MailOutbox> {
  await mkdir(directory, { recursive: true });
  const store = (email: StoredEmail): Promise<void> =>
    writeFile(path.join(directory, `${email.id}.json`), JSON.stringify(email, null, 2));

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: MAX_MESSAGE_BYTES,
    // Ctrl+C should not wait 30 s for an idle pooled nodemailer connection.
    closeTimeout: 1000,
    onData: (stream, session, callback) => {
      receive(stream, session)
        .then(async (email) => {
          await store(email);
          log(`para ${email.to} | ${email.subject}${email.links.length ? ` | ${email.links.join(' ')}` : ''}`);
          callback();
        })
        .catch((error: unknown) => {
          log(`mensagem recusada: ${errorText(error)}`);
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
  server.on('error', (error) => log(`erro no SMTP: ${errorText(error)}`));
  await listenOn(server.server, port, 'SMTP local', 'SMTP_PORT');
  log(`caixa de saída de e-mails em smtp://localhost:${port} (mensagens em ${directory} e em /_local/emails)`);

  const readAll = async (): Promise<StoredEmail[]> => {
    const files = (await readdir(directory)).filter((file) => file.endsWith('.json'));
    const emails = await Promise.all(
      files.map(async (file) => JSON.parse(await readFile(path.join(directory, file), 'utf8')) as StoredEmail),
    );
    return emails.sort((a, b) => (a.date === b.date ? b.id.localeCompare(a.id) : b.date.localeCompare(a.date)));
  };
  const sentTo = (to: string | undefined) => (email: StoredEmail) =>
    to === undefined || email.to.toLowerCase().split(', ').includes(to.toLowerCase());

  return {
    smtpUrl: `smtp://localhost:${port}`,
    list: async (to) => (await readAll()).filter(sentTo(to)),
    clear: async (to) => {
      const doomed = (await readAll()).filter(sentTo(to));
      await Promise.all(doomed.map((email) => rm(path.join(directory, `${email.id}.json`), { force: true })));
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let received = 0;

async function receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<StoredEmail> {
  const parsed = await simpleParser(stream);
  const now = new Date();
  received += 1;
  const text = parsed.text ?? '';
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  return {
    // Sortable by time, and by arrival within the same millisecond.
    id: `${now.getTime()}-${String(received).padStart(6, '0')}-${randomBytes(3).toString('hex')}`,
    to: recipients(parsed, session).join(', '),
    subject: parsed.subject ?? '',
    text,
    html,
    date: now.toISOString(),
    links: extractLinks(text, html),
  };
}

/** The SMTP envelope holds every recipient (Bcc included); the headers are the fallback. */
function recipients(parsed: ParsedMail, session: SMTPServerSession): string[] {
  const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address);
  if (envelope.length > 0) return envelope;
  const headerTo = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
  return headerTo.flatMap((group) => group.value.map((address) => address.address ?? '')).filter(Boolean);
}
