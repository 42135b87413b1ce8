// The floor of `npm run bench`'s HTTP figures: the leanest honest node:http server answering the
// same JSON. Each path's answer is the store's own answer, stringified and encoded to UTF-8 bytes once
// at start (a string would be encoded again on every request, which the store does not do for its
// prepared answers); a request gets its status line, content type and length, and those bytes through
// `res.end`. It does not read or
// parse the request body (node discards it), validate, route beyond one Map lookup, log or compress:
// whatever the store does beyond this is the store's cost, so the ratio does not flatter it.
// Run in its own process, as the store is: `tsx scripts/bench/bare-server.ts <answers.json> <port>`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: bare-server.ts <answers.json> <port>');
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>).map(([url, answer]) => {
    const body = Buffer.from(JSON.stringify(answer));
    return [url, { body, headers: { 'content-type': 'application/json', 'content-length': body.length } }];
  }),
);

const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (answer === undefined) res.writeHead(404).end();
  else res.writeHead(200, answer.headers).end(answer.body);
});
server.listen(Number(port), '127.0.0.1', () => console.log(`bare node:http listening on ${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
