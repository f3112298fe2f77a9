/**
 * A Redis address where something takes the connection and never answers (a hung server, a
 * firewall's tarpit): each client of a process (the window, the prompt-cache knowledge, the learned
 * limits) waited the whole first-answer allowance on it, one after another (`jobai limits` took 14 s
 * there). The first wait is the proof; the next clients of the process fail at once, without a
 * connection, until the fall-back's retry interval has passed. The warning says how long it waited.
 */
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { FIRST_ANSWER_FACTOR, openRedis } from "../../src/limit/redis-connection.js";
import { NoAnswerError, plainRedisError } from "../../src/limit/redis-errors.js";

let server: Server;
let port = 0;
let connections = 0;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = createServer((socket) => {
    connections++;
    sockets.push(socket);
    socket.on("data", () => {}); // reads every command, answers none
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test("a server that never answers is waited for once per process, and the wait is named", async () => {
  const url = `redis://127.0.0.1:${port}`;
  const timeoutMs = 200;
  const first = await openRedis(url, { timeoutMs }).catch((error: unknown) => error);
  expect(first).toBeInstanceOf(NoAnswerError);
  expect(plainRedisError(first, timeoutMs)).toBe(`no answer within ${FIRST_ANSWER_FACTOR * timeoutMs} ms`);
  expect(connections).toBe(1);
  // The records' client of the same process: refused without connecting again.
  const second = await openRedis(url, { timeoutMs }).catch((error: unknown) => error);
  expect(second).toBeInstanceOf(NoAnswerError);
  expect(connections).toBe(1);
});
