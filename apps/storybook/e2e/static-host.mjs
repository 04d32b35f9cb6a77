// The plainest static host: files as they are under a sub-path, by extension's content type, 404
// for anything else; no fallback page, no rewriting. The built Storybook must work from it as it
// would from any host that serves a folder.
//   node e2e/static-host.mjs <folder> <port> <sub-path>
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const [folder = 'storybook-static', port = '6106', prefix = '/catalogo/'] = process.argv.slice(2);
const root = resolve(folder);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
  const file = path.startsWith(prefix) ? normalize(join(root, path.slice(prefix.length) || 'index.html')) : '';
  const target = file.endsWith('/') ? join(file, 'index.html') : file;
  let found = false;
  try {
    found = target.startsWith(root) && statSync(target).isFile();
  } catch {
    found = false;
  }
  if (!found) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(target)] ?? 'application/octet-stream' });
  createReadStream(target).pipe(response);
}).listen(Number(port), '127.0.0.1');
