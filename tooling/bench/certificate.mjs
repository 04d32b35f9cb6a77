// A self-signed certificate for 127.0.0.1, made for one bench run: production serves the portal
// over HTTPS and HTTP/2 (apps/portal/deploy/nginx.conf), and so does the bench, so that the
// browser loads the pages as a resident's does (one connection carrying every request) rather
// than over plain HTTP/1.1 (six connections, each opened on its own). Chromium is told to accept
// it (`--ignore-certificate-errors`, the bench's browsers only).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const OPENSSL = process.env.OPENSSL_PATH ?? '/usr/bin/openssl';

/** Writes `certificate.pem` and `key.pem` into `dir`; returns their paths. */
export function selfSignedCertificate(dir) {
  const certificate = join(dir, 'certificate.pem');
  const key = join(dir, 'key.pem');
  const made = spawnSync(
    OPENSSL,
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl no pudo hacer el certificado: ${(made.stderr || made.error?.message || '').trim()}`);
  return { certificate, key };
}
