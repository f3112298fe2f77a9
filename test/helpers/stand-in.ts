/**
 * Misbehaving servers for the client's tests, each in its own process (a server in the test's own
 * process keeps Node alive and hides a hang): the stand-in of stand-in-server.mjs (redirecting,
 * silent), and `jobai emulate` that a test may stop with SIGSTOP.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const standIn = fileURLToPath(new URL("./stand-in-server.mjs", import.meta.url));

export interface StandIn {
  url: string;
  /** The second listener, on 127.0.0.2, that records any request reaching it. */
  other: string;
  /** Every JSON line the stand-in printed after its first (`reached` at the other, `held` here). */
  lines(): Record<string, unknown>[];
  stop(): Promise<void>;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGCONT");
    child.kill("SIGTERM");
    await exited;
  };
}

/**
 * `redirect`: every request is answered `status` to the same path on 127.0.0.2; `silent`: never
 * answered; `stall`: a streamed answer that stops after "hello"; `trickle`: one that sends a delta
 * a second for 5 s, then ends.
 */
export async function startStandIn(
  mode: "redirect" | "silent" | "stall" | "trickle",
  status = 307,
): Promise<StandIn> {
  const child = spawn(process.execPath, [standIn, mode, String(status)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let text = "";
  const first = await new Promise<{ url: string; other: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the stand-in printed no address in 10 s")), 10_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split("\n")[0];
      if (text.includes("\n") && line) {
        clearTimeout(timer);
        resolve(JSON.parse(line));
      }
    });
  });
  return {
    ...first,
    lines: () =>
      text
        .split("\n")
        .slice(1)
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    stop: stopper(child),
  };
}

export interface StoppableEmulator {
  /** The fake job's variables as `jobai emulate` printed them (PATH left out). */
  env: Record<string, string>;
  /** Stop it answering: SIGSTOP. Its listening socket still accepts connections (the kernel's backlog). */
  freeze(): void;
  stop(): Promise<void>;
}

/** `node CLI emulate --quiet` in its own process. */
export async function startStoppableEmulator(cli: string): Promise<StoppableEmulator> {
  const child = spawn(process.execPath, [cli, "emulate", "--quiet"], { stdio: ["ignore", "pipe", "ignore"] });
  let text = "";
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("jobai emulate printed no variables in 20 s")), 20_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (!/^export SERVICE_API_TOKEN=/m.test(text)) return;
      clearTimeout(timer);
      resolve(
        Object.fromEntries(
          [...text.matchAll(/^export (\w+)='([^']*)'$/gm)]
            .filter((m) => m[1] !== "PATH")
            .map((m) => [m[1] as string, m[2] as string]),
        ),
      );
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`jobai emulate exited ${code}`));
    });
  });
  return { env, freeze: () => child.kill("SIGSTOP"), stop: stopper(child) };
}
