// The read-path bench's floor for shipping bytes: a bare node:http server (no framework, no
// hooks, no database) that answers GET /<path> with the bytes of <dir>/<path>, or of its .br
// twin with Content-Encoding: br when the client accepts brotli, all read into memory at start.
// Whatever a read of our server costs beyond this server's req/s for the same bytes is request
// cost; what this server itself manages is what the bytes cost on this machine and loopback.
//   node bench/bytes-server.mjs <port> <dir>
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [port, dir] = process.argv.slice(2);
const files = new Map();
const visit = (folder) => {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) visit(full);
    else files.set(`/${path.relative(dir, full).split(path.sep).join('/')}`, fs.readFileSync(full));
  }
};
visit(dir);

http
  .createServer((request, response) => {
    const plain = files.get(request.url);
    if (!plain) {
      response.writeHead(404).end();
      return;
    }
    const brotli = /\bbr\b/.test(request.headers['accept-encoding'] ?? '')
      ? files.get(`${request.url}.br`)
      : undefined;
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': (brotli ?? plain).length,
      vary: 'Accept-Encoding',
      ...(brotli ? { 'content-encoding': 'br' } : {}),
    });
    response.end(brotli ?? plain);
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`bytes server on ${port}`));
