// Turns the server's JSON log lines (pino) into short readable lines for a person at a terminal.
// Production keeps JSON; this is only for `npm start`. Lines that are not JSON pass through as-is.
import readline from 'node:readline';
import { bold, dim, red, yellow } from './util.mjs';

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const STANDARD = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime']);

const time = (ms) => new Date(ms).toTimeString().slice(0, 8);

export const prettyPrint = (input, output = process.stdout) => {
  // Remember "incoming request" lines so a completed request prints as one line with its method and URL.
  const pending = new Map();
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  lines.on('line', (line) => {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      output.write(`${line}\n`);
      return;
    }
    if (typeof entry !== 'object' || entry === null || !('level' in entry)) {
      output.write(`${line}\n`);
      return;
    }
    if (entry.msg === 'incoming request' && entry.req) {
      pending.set(entry.reqId, `${entry.req.method} ${entry.req.url}`);
      return;
    }
    const level = LEVELS[entry.level] ?? String(entry.level);
    const colour = entry.level >= 50 ? red : entry.level >= 40 ? yellow : (text) => text;
    let message = entry.msg ?? '';
    if (entry.msg === 'request completed' && entry.res) {
      message = `${pending.get(entry.reqId) ?? ''} → ${entry.res.statusCode} (${Math.round(entry.responseTime ?? 0)} ms)`;
      pending.delete(entry.reqId);
    }
    const extra = Object.fromEntries(Object.entries(entry).filter(([key]) => !STANDARD.has(key)));
    const details = Object.keys(extra).length > 0 ? ` ${dim(JSON.stringify(extra))}` : '';
    output.write(
      `${dim(time(entry.time ?? Date.now()))} ${colour(bold(level))} ${colour(message)}${details}\n`,
    );
  });
};
