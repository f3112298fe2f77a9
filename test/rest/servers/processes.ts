/** The stand-in API (limited-api.mjs) in its own process, for the REST budget's tests. */
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";

const SERVER = new URL("limited-api.mjs", import.meta.url).pathname;

export interface StandInCounters {
  requests: number;
  ok: number;
  rateLimited: number;
  firstAt: number | null;
  lastAt: number | null;
  firstOkAt: number | null;
  lastOkAt: number | null;
}

export interface StandIn {
  url: string;
  /** Stop it and get its counters. */
  stop(): Promise<StandInCounters>;
}

export interface StandInOptions {
  limiter: "fixed" | "sliding" | "bucket";
  limit: number;
  windowMs: number;
  builds: number;
}

export async function startStandIn(options: StandInOptions): Promise<StandIn> {
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? "",
      LIMITER: options.limiter,
      LIMIT: String(options.limit),
      WINDOW_MS: String(options.windowMs),
      BUILDS: String(options.builds),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.done) throw new Error("the stand-in API exited before listening");
  const { url } = JSON.parse(first.value) as { url: string };
  let stopped: Promise<StandInCounters> | undefined;
  return {
    url,
    stop() {
      stopped ??= (async () => {
        child.kill("SIGTERM");
        const last = await lines.next();
        return JSON.parse(last.value as string) as StandInCounters;
      })();
      return stopped;
    },
  };
}
