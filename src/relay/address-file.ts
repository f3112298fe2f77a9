import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
// zod/mini as in src/config/: this is read on the environment hook's path when `relay: true`.
import * as z from "zod/mini";
import { UsageError } from "../errors.js";

const count = z.number().check(z.nonnegative());

const usageSchema = z.object({
  requests: count,
  countedInputTokens: count,
  reservedInputTokens: z.optional(count),
  inputTokens: count,
  cacheCreationInputTokens: count,
  cacheReadInputTokens: count,
  outputTokens: count,
  waitedMs: count,
  statuses: z.record(z.string(), count),
  rateLimited: count,
  refused: count,
  failed: count,
});

/** What a running relay writes for `jobai relay stop|status` and the hooks. Holds no secret. */
export const addressRecordSchema = z.object({
  url: z.string().check(z.regex(/^http:\/\/127\.0\.0\.1:\d+$/)),
  port: z.int().check(z.positive()),
  pid: z.int().check(z.positive()),
  startedAt: z.string(),
  logFile: z.optional(z.string()),
  /** Set when the relay has stopped: its final usage, and whether every stream finished. */
  stoppedAt: z.optional(z.string()),
  drained: z.optional(z.boolean()),
  usage: z.optional(usageSchema),
});
export type AddressRecord = z.output<typeof addressRecordSchema>;

/** A file name part from a job id: letters, digits, dashes only. */
const safe = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 80) || "local";

/** Default address file: one per job under the state directory, so jobs on one host never collide. */
export function defaultAddressFile(stateDir: string, jobId: string | undefined): string {
  return join(stateDir, `relay-${safe(jobId ?? "local")}.json`);
}

/** Write atomically (temp file, then rename): a reader never sees half a record. */
export function writeAddressFile(path: string, record: AddressRecord): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  renameSync(temp, path);
}

/** Read a relay's record; undefined when there is none. A file that is not one is a UsageError. */
export function readAddressFile(path: string): AddressRecord | undefined {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = undefined;
  }
  const parsed = addressRecordSchema.safeParse(raw);
  if (!parsed.success) {
    throw new UsageError(
      `${path} is not a relay address file: give the --address-file that 'jobai relay --daemon' wrote`,
    );
  }
  return parsed.data;
}

export function removeAddressFile(path: string): void {
  rmSync(path, { force: true });
}
