import { once } from "node:events";
import type { Logger } from "../log.js";
import { type AddressRecord, writeAddressFile } from "./address-file.js";
import { announceReady } from "./daemon.js";
import type { RelayGate } from "./gate.js";
import { type RunningRelay, startRelay } from "./relay-server.js";
import type { RelayUsage } from "./relay-usage.js";

export interface ServeOptions {
  upstream: string;
  token: string;
  gate: RelayGate;
  port: number;
  drainMs: number;
  /** Stop by itself after this long without a request (a daemon whose pre-exit never ran); 0: never. */
  idleExitMs?: number;
  addressFile: string | undefined;
  logFile?: string | undefined;
  log: Logger;
  /** Called once listening (the CLI prints the address). */
  onListening(record: AddressRecord, relay: RunningRelay): void;
}

/**
 * Run the relay until SIGTERM or SIGINT (or `idleExitMs` without a request): listen, write the address file, tell a daemon's parent,
 * then on the signal drain streams in flight (bounded by `drainMs`) and record the final usage in
 * the address file, where `jobai relay stop` reads it.
 */
export async function serveUntilSignal(
  options: ServeOptions,
): Promise<{ usage: RelayUsage; drained: boolean }> {
  const relay = await startRelay({
    upstream: options.upstream,
    token: options.token,
    gate: options.gate,
    port: options.port,
    drainMs: options.drainMs,
    log: options.log,
  });
  const record: AddressRecord = {
    url: relay.url,
    port: relay.port,
    pid: process.pid,
    key: relay.key,
    startedAt: new Date().toISOString(),
    ...(options.logFile ? { logFile: options.logFile } : {}),
  };
  if (options.addressFile) writeAddressFile(options.addressFile, record);
  options.log.info({ url: relay.url, pid: process.pid, upstream: options.upstream }, "relay listening");
  options.onListening(record, relay);
  announceReady(record);

  let idleTimer: NodeJS.Timeout | undefined;
  const idle = new Promise<string>((resolve) => {
    const idleMs = options.idleExitMs ?? 0;
    if (idleMs <= 0) return;
    idleTimer = setInterval(
      () => {
        if (relay.inFlight() === 0 && Date.now() - relay.lastActivity() >= idleMs) resolve("idle");
      },
      Math.max(50, Math.min(30_000, Math.round(idleMs / 4))),
    );
  });
  const signal = await Promise.race([
    once(process, "SIGTERM").then(() => "SIGTERM"),
    once(process, "SIGINT").then(() => "SIGINT"),
    idle,
  ]);
  clearInterval(idleTimer);
  // While draining, a repeated SIGTERM changes nothing (the drain is already bounded); a second
  // Ctrl-C from a person at a terminal stops at once.
  process.on("SIGTERM", () => {});
  process.on("SIGINT", () => process.exit(130));
  options.log.info({ inFlight: relay.inFlight(), drainMs: options.drainMs }, `relay stopping (${signal})`);
  const closed = await relay.close({ drainMs: options.drainMs });
  const { drained } = closed;
  const reserved = options.gate.reservedInputTokens?.();
  const usage: RelayUsage =
    reserved === undefined ? closed.usage : { ...closed.usage, reservedInputTokens: reserved };
  if (options.addressFile) {
    // The key is worth nothing now; it leaves the record all the same.
    const { key: _key, ...stopped } = record;
    writeAddressFile(options.addressFile, {
      ...stopped,
      stoppedAt: new Date().toISOString(),
      drained,
      usage,
    });
  }
  options.log.info({ drained, requests: usage.requests }, "relay stopped");
  return { usage, drained };
}
