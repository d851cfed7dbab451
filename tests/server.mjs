// A tiny static file server for dist/ (used by `make serve` and the browser tests): plain files, mountable under a sub-path, no app logic.
//
// It behaves like a plain static host on purpose: anything outside the mount
// path is a 404, and there is no single-page-app fallback, so a build that
// only works at "/" or needs server rewrites fails the tests here first.
//
// CLI:    node tests/server.mjs [--root dist] [--base /games/incerto/] [--host 127.0.0.1] [--port 8080] [--gzip]
// Module: const srv = await startServer({ root, base }); srv.url; await srv.close();

import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { createGzip, constants as zlib } from 'node:zlib';
import { stat } from 'node:fs/promises';
import { resolve, join, extname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// Correct types matter: browsers only compile wasm by streaming when it is
// served as application/wasm, and refuse JS modules with the wrong type.
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Normalise a mount path to "/", or "/a/b/" with one leading and one trailing slash. */
export function normaliseBase(base = '/') {
  const parts = String(base).split('/').filter(Boolean);
  return parts.length ? `/${parts.join('/')}/` : '/';
}

/** Types worth compressing; images are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.wasm', '.css', '.json', '.svg', '.txt', '.map']);

/**
 * Serve the files under `root` at `http://host:port<base>`.
 * Resolves once listening; `port: 0` picks a free port. `gzip: true` compresses text and
 * wasm for clients that accept it, as most static hosts do (the load benchmark needs it;
 * the tests want plain bytes).
 */
export function startServer({ root = 'dist', base = '/', host = '127.0.0.1', port = 0, log = false, gzip = false } = {}) {
  const rootDir = resolve(root);
  const mount = normaliseBase(base);

  const server = createServer(async (req, res) => {
    const send = (status, body, headers = {}) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
      res.end(body);
    };
    if (log) console.log(`${req.method} ${req.url}`);
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'method not allowed\n');

    let path;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      return send(400, 'bad request\n');
    }
    // "/games/incerto" without its slash: redirect, as static hosts do, so
    // that the page's relative URLs resolve inside the mount.
    if (mount !== '/' && path === mount.slice(0, -1)) {
      return send(301, 'moved\n', { location: mount });
    }
    if (!path.startsWith(mount)) return send(404, 'not found (outside the mount path)\n');

    let file = join(rootDir, path.slice(mount.length));
    if (file !== rootDir && !file.startsWith(rootDir + sep)) return send(403, 'forbidden\n');
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file);
      }
      if (!info.isFile()) return send(404, 'not found\n');
      const ext = extname(file).toLowerCase();
      const compress = gzip && COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        ...(compress ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : { 'content-length': info.size }),
        // Rebuilds keep some names; never let a browser test see a stale file.
        'cache-control': 'no-store',
      });
      if (req.method === 'HEAD') return res.end();
      const body = createReadStream(file);
      if (compress) body.pipe(createGzip({ level: zlib.Z_BEST_COMPRESSION })).pipe(res);
      else body.pipe(res);
    } catch {
      send(404, 'not found\n');
    }
  });

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      resolvePromise({
        url: `http://${host}:${actual}${mount}`,
        port: actual,
        // Gone at once: `server.close` alone waits for every open connection, and a
        // socket the browser opened ahead without a request yet holds it for up to a
        // minute (Node's headers timeout; the offline test timed out on it 1 run in ~20).
        close: () =>
          new Promise((done) => {
            server.close(done);
            server.closeAllConnections();
          }),
      });
    });
  });
}

function parseArgs(argv) {
  const opts = { root: 'dist', base: '/', host: '127.0.0.1', port: 8080 };
  for (let i = 0; i < argv.length; i += 1) {
    const [key, inline] = argv[i].split('=', 2);
    const value = inline ?? argv[++i];
    switch (key) {
      case '--root': opts.root = value; break;
      case '--base': opts.base = value; break;
      case '--host': opts.host = value; break;
      case '--port': opts.port = Number(value); break;
      case '--log': opts.log = true; if (inline === undefined) i -= 1; break;
      case '--gzip': opts.gzip = true; if (inline === undefined) i -= 1; break;
      default:
        console.error(`unknown option ${argv[i]}\nusage: node tests/server.mjs [--root dist] [--base /] [--host 127.0.0.1] [--port 8080] [--log] [--gzip]`);
        process.exit(2);
    }
  }
  return opts;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const opts = parseArgs(process.argv.slice(2));
  try {
    await stat(join(resolve(opts.root), 'index.html'));
  } catch {
    console.error(`${opts.root}/index.html is missing: build first (make build).`);
    process.exit(1);
  }
  let srv;
  try {
    srv = await startServer(opts);
  } catch (err) {
    console.error(err.code === 'EADDRINUSE' ? `port ${opts.port} is in use: pick another (make serve PORT=8081)` : err.message);
    process.exit(1);
  }
  console.log(`Serving ${opts.root}/ at ${srv.url}  (Ctrl-C to stop)`);
}
