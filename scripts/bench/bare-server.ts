// The baseline of `npm run bench`'s HTTP figures: bare node:http doing the least a JSON API can do.
// For each path in the answers file it reads the request body, parses it as JSON and answers the
// store's own answer, stringified on every request as a handler would. Run in its own process, as
// the store is: `tsx scripts/bench/bare-server.ts <answers.json> <port>`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: bare-server.ts <answers.json> <port>');
const answers = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>));

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const answer = answers.get(req.url ?? '');
    try {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (answer === undefined) {
      res.writeHead(404).end();
      return;
    }
    const body = Buffer.from(JSON.stringify(answer));
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
  });
});
server.listen(Number(port), '127.0.0.1', () => console.log(`bare node:http listening on ${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
