import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the mail tests (the `smtp-server` package), on 127.0.0.1. What arrives is
 * parsed with mailparser. `refuse` makes it reject every message (550) while it stays up; `stop`
 * and `start` take it down and bring it back on the same port (an outage).
 */
export interface TestSmtp {
  port: number;
  url: string;
  received: ParsedMail[];
  refuse: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A port nothing listens on yet (the server of an outage test starts on it later). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function testSmtp(options: { port?: number; listen?: boolean } = {}): Promise<TestSmtp> {
  const port = options.port ?? (await freePort());
  let server: SMTPServer | undefined;
  const smtp: TestSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    refuse: false,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            if (smtp.refuse) {
              callback(Object.assign(new Error('Mailbox unavailable (test refusal)'), { responseCode: 550 }));
              return;
            }
            simpleParser(Buffer.concat(chunks)).then((mail) => {
              smtp.received.push(mail);
              callback();
            }, callback);
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  if (options.listen !== false) await smtp.start();
  return smtp;
}

/** What arrived against what was sent, by subject: the missing ones and those that came more than once. */
export function deliveryReport(expected: string[], received: ParsedMail[]) {
  const counts = new Map<string, number>();
  for (const m of received) counts.set(m.subject ?? '', (counts.get(m.subject ?? '') ?? 0) + 1);
  return {
    missing: expected.filter((s) => !counts.has(s)),
    duplicates: [...counts].filter(([, c]) => c > 1).map(([s]) => s),
    arrived: expected.filter((s) => counts.has(s)).length,
  };
}
