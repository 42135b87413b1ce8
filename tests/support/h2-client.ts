// A small HTTP/2 client over node:http2 for the store served with TLS (server/http/listen.ts): one
// session, many requests at once, trusting only the certificate it is given.
import { connect, type ClientHttp2Session } from 'node:http2';

export interface H2Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text(): string;
}

export function openH2Session(origin: string, ca: string): Promise<ClientHttp2Session> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca });
    session.once('connect', () => resolve(session));
    session.once('error', reject);
  });
}

/** One request on the session; the body is read whole (compressed bodies stay compressed). */
export function h2Request(
  session: ClientHttp2Session,
  reqPath: string,
  init: { method?: string; body?: string | Buffer; headers?: Record<string, string> } = {},
): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': reqPath, ':method': init.method ?? 'GET', ...init.headers });
    const chunks: Buffer[] = [];
    let headers: H2Answer['headers'] = {};
    stream.on('response', (h) => (headers = h as H2Answer['headers']));
    stream.on('data', (d: Buffer) => chunks.push(d));
    stream.on('end', () => {
      const body = Buffer.concat(chunks);
      resolve({ status: Number(headers[':status']), headers, body, text: () => body.toString('utf8') });
    });
    stream.on('error', reject);
    stream.end(init.body);
  });
}
