// A throw-away certificate for 127.0.0.1 and localhost, for the tests and the benchmark that run the
// store over HTTPS and HTTP/2 (server/http/listen.ts). Written to files, as a real deployment's are.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';

export interface CertFiles {
  certFile: string;
  keyFile: string;
  /** The certificate's PEM, for a client that should trust it (and nothing else). */
  cert: string;
}

export async function writeSelfSignedCert(dir: string): Promise<CertFiles> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  writeFileSync(certFile, pems.cert);
  writeFileSync(keyFile, pems.private, { mode: 0o600 });
  return { certFile, keyFile, cert: pems.cert };
}
