// A real SMTP server (the smtp-server package) for the mail tests: what arrives is parsed with
// mailparser, as a mail client would read it.
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach } from 'node:test';
import jsQRModule from 'jsqr';
import { simpleParser, type ParsedMail } from 'mailparser';
import { PNG } from 'pngjs';
import { SMTPServer } from 'smtp-server';
import { deliverDue, smtpSender, type SendMail } from '../src/mail/worker.js';
import { startTestApp, type TestApp, type TestAppOptions } from './helpers.js';

export interface TestSmtp {
  url: string;
  received: ParsedMail[];
  /** Refuse every mail with a temporary error while true (a mail server that is down). */
  refuse: boolean;
  /** Resolves once `count` mails have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(state.refuse ? Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }) : undefined);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, ${received.length} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface AppWithSmtp {
  t: TestApp;
  smtp: TestSmtp;
  send: SendMail;
  close: () => Promise<void>;
}

/** A test app beside a real SMTP server, and the sender the outbox worker would use for it. */
export async function startAppWithSmtp(options: TestAppOptions = {}): Promise<AppWithSmtp> {
  const smtp = await startSmtp();
  const t = await startTestApp(options);
  return {
    t,
    smtp,
    send: smtpSender(smtp.url, 'Golf Test <no-reply@golf.test>'),
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}

/**
 * The hooks of a test file that reads the mail its tests cause: the app and SMTP server start before
 * the file and close after it; before each test the received list is emptied, and with `drain` what
 * earlier tests left in the outbox is sent first, so each test reads only its own mail.
 */
export function useAppWithSmtp(ready: (parts: AppWithSmtp) => void, { drain = false, ...options }: TestAppOptions & { drain?: boolean } = {}): void {
  let parts: AppWithSmtp | undefined;
  before(async () => {
    parts = await startAppWithSmtp(options);
    ready(parts);
  });
  after(() => parts?.close());
  beforeEach(async () => {
    if (drain) while ((await deliverDue(parts!.t.database, parts!.send)) > 0);
    parts!.smtp.received.length = 0;
  });
}

/** The first recipient of a received mail. */
export const addressOf = (mail: ParsedMail): string | undefined => (mail.to && 'value' in mail.to ? mail.to.value[0]!.address : undefined);

/** What a QR code in a PNG says, read the way a phone's camera would; null when none is found. */
// jsqr is CommonJS with a `default` beside itself; under NodeNext types only `.default` is callable.
const jsQR = jsQRModule.default;

export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}
