import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import dnsPacket from 'dns-packet';

/** A DNS server on 127.0.0.1 (UDP) that answers what a test sets: TXT and CNAME records. */
export interface LocalDns {
  /** `127.0.0.1:{port}`, for `Resolver.setServers`. */
  readonly address: string;
  /** Sets (replaces) the TXT strings of `name`. */
  setTxt(name: string, values: readonly string[]): void;
  setCname(name: string, target: string): void;
  /** Forgets every record of `name` (the next query answers NXDOMAIN). */
  clear(name: string): void;
  /** Answers SERVFAIL for every query until called with `false` (a broken upstream). */
  failAll(on: boolean): void;
  /** How many queries arrived, per lower-cased name. */
  queries(name: string): number;
  close(): Promise<void>;
}

const nxdomain = 3;
const servfail = 2;

/**
 * Starts a {@link LocalDns} with `dns-packet` over UDP on 127.0.0.1 (a free port). Names are
 * compared case-insensitively; a name with no records answers NXDOMAIN, a name with records of
 * another type answers an empty NOERROR (as a real authoritative server does).
 */
export async function startLocalDns(): Promise<LocalDns> {
  const txt = new Map<string, string[]>();
  const cname = new Map<string, string>();
  const counts = new Map<string, number>();
  let failing = false;
  const socket: Socket = createSocket('udp4');

  const answer = (message: Buffer, from: RemoteInfo) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return; // not DNS: ignore it, as a server would
    }
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase();
    counts.set(name, (counts.get(name) ?? 0) + 1);
    const known = txt.has(name) || cname.has(name);
    const answers: dnsPacket.Answer[] = [];
    if (question.type === 'TXT' && txt.has(name)) {
      for (const value of txt.get(name) ?? []) answers.push({ type: 'TXT', name, ttl: 1, data: [value] });
    }
    if ((question.type === 'CNAME' || question.type === 'A') && cname.has(name)) {
      answers.push({ type: 'CNAME', name, ttl: 1, data: cname.get(name) ?? '' });
    }
    const rcode = failing ? servfail : known ? 0 : nxdomain;
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id ?? 0,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_DESIRED | rcode,
      questions: [question],
      answers: failing ? [] : answers,
    });
    socket.send(response, from.port, from.address);
  };
  socket.on('message', answer);
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      socket.off('error', reject);
      resolve();
    });
  });
  const { port } = socket.address();
  return {
    address: `127.0.0.1:${port}`,
    setTxt: (name, values) => void txt.set(name.toLowerCase(), [...values]),
    setCname: (name, target) => void cname.set(name.toLowerCase(), target),
    clear(name) {
      txt.delete(name.toLowerCase());
      cname.delete(name.toLowerCase());
    },
    failAll(on) {
      failing = on;
    },
    queries: (name) => counts.get(name.toLowerCase()) ?? 0,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
