// The least any relay can do, as a yardstick for bench/relay.bench.js: a bare TCP forwarder on
// 127.0.0.1 that copies bytes both ways to one upstream port, reading nothing (no HTTP, no token
// check, no limiter). Usage: node bench/tcp-forwarder.js <upstream port>; prints its own port.
import { connect, createServer } from "node:net";

const upstreamPort = Number(process.argv[2]);
if (!Number.isInteger(upstreamPort) || upstreamPort <= 0) {
  console.error("usage: node bench/tcp-forwarder.js <upstream port>");
  process.exit(2);
}

const server = createServer({ noDelay: true }, (client) => {
  const upstream = connect({ port: upstreamPort, host: "127.0.0.1", noDelay: true });
  client.pipe(upstream);
  upstream.pipe(client);
  client.on("error", () => upstream.destroy());
  upstream.on("error", () => client.destroy());
  client.on("close", () => upstream.destroy());
  upstream.on("close", () => client.destroy());
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
process.on("SIGTERM", () => process.exit(0));
