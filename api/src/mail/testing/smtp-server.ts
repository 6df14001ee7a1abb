import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';

/** A message the test SMTP server accepted: the envelope and the raw RFC 5322 data. */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  /** The AUTH PLAIN / LOGIN user, if the client authenticated. */
  user: string | null;
}

/** A tiny SMTP server (RFC 5321 subset) for tests: EHLO, AUTH PLAIN/LOGIN, MAIL, RCPT, DATA, RSET, QUIT. */
export interface TestSmtpServer {
  port: number;
  url(user?: string, pass?: string): string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

function session(socket: Socket, received: ReceivedMail[]): void {
  let buffer = '';
  let mode: 'command' | 'data' | 'auth-user' | 'auth-pass' = 'command';
  let mail: ReceivedMail = { from: '', to: [], data: '', user: null };
  let user: string | null = null;
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 sitewright-test ESMTP ready');

  const command = (line: string) => {
    const verb = line.slice(0, 4).toUpperCase();
    if (verb === 'EHLO' || verb === 'HELO') {
      socket.write('250-sitewright-test\r\n250-AUTH PLAIN LOGIN\r\n250-8BITMIME\r\n250 SIZE 10485760\r\n');
    } else if (verb === 'AUTH') {
      const [, method, initial] = line.split(' ');
      if (method?.toUpperCase() === 'PLAIN' && initial) {
        user = Buffer.from(initial, 'base64').toString('utf8').split('\u0000')[1] ?? null;
        reply('235 2.7.0 Authentication successful');
      } else if (method?.toUpperCase() === 'LOGIN') {
        mode = 'auth-user';
        reply('334 VXNlcm5hbWU6');
      } else reply('504 5.5.4 Unrecognized authentication type');
    } else if (verb === 'MAIL') {
      mail = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [], data: '', user };
      reply('250 2.1.0 OK');
    } else if (verb === 'RCPT') {
      mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
      reply('250 2.1.5 OK');
    } else if (verb === 'DATA') {
      mode = 'data';
      reply('354 End data with <CR><LF>.<CR><LF>');
    } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 OK');
    else if (verb === 'QUIT') {
      reply('221 2.0.0 Bye');
      socket.end();
    } else reply('502 5.5.2 Command not implemented');
  };

  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (mode === 'data') {
        if (line === '.') {
          received.push(mail);
          mode = 'command';
          reply('250 2.0.0 Queued');
        } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
      } else if (mode === 'auth-user') {
        user = Buffer.from(line, 'base64').toString('utf8');
        mode = 'auth-pass';
        reply('334 UGFzc3dvcmQ6');
      } else if (mode === 'auth-pass') {
        mode = 'command';
        reply('235 2.7.0 Authentication successful');
      } else command(line);
    }
  });
  socket.on('error', () => {});
}

/** Starts a {@link TestSmtpServer} on a free local port. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    session(socket, received);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    url: (user, pass) =>
      `smtp://${user ? `${encodeURIComponent(user)}:${encodeURIComponent(pass ?? '')}@` : ''}127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
