/** Run several client processes (bench/limiter-worker.js) at once, each bounded in time. */
import { spawn } from "node:child_process";

export interface WorkerResult {
  ok: number;
  failed: number;
  rateLimited: number;
  statuses: Record<string, number>;
  acquireMs: number[];
  firstAt: number;
  lastAt: number;
}

const WORKER = new URL("../../../bench/limiter-worker.js", import.meta.url).pathname;
const ROOT = new URL("../../..", import.meta.url).pathname;

export function runWorker(env: Record<string, string>, timeoutMs: number): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      const line = out.trim().split("\n").at(-1);
      if (code !== 0 || !line) {
        reject(new Error(`worker exited with ${code}: ${err.slice(-2000)}`));
        return;
      }
      resolve({ ...(JSON.parse(line) as WorkerResult), stderr: err } as WorkerResult);
    });
  });
}

export function runWorkers(
  processes: number,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<(WorkerResult & { stderr?: string })[]> {
  return Promise.all(Array.from({ length: processes }, () => runWorker(env, timeoutMs)));
}
