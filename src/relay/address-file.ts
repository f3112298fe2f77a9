import { mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
// zod/mini as in src/config/: this is read on the environment hook's path when `relay: true`.
import * as z from "zod/mini";
import { readOwnFile, writeOwnFile } from "../config/state-dir.js";
import { UsageError } from "../errors.js";
import { RELAY_KEY_PATTERN } from "./relay-key.js";

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
  /** Per model (relay-usage.ts RelayUsage.models): what `jobai relay stop` records on the build. */
  models: z.optional(
    z.array(
      z.object({
        model: z.string().check(z.minLength(1), z.maxLength(200)),
        requests: count,
        inputTokens: count,
        cacheWriteFiveMinuteTokens: count,
        cacheWriteOneHourTokens: count,
        cacheReadTokens: count,
        outputTokens: count,
        waitedMs: count,
      }),
    ),
  ),
});

/**
 * What a running relay writes for `jobai relay stop|status` and the hooks: its pid, port and key
 * (relay-key.ts), which our clients check the listener holds before they send it anything. The
 * key is a secret while the relay runs: the file is the user's own, 0600 (writeOwnFile), and the
 * key is dropped from the record when the relay stops. It holds no other secret.
 */
export const addressRecordSchema = z.object({
  url: z.string().check(z.regex(/^http:\/\/127\.0\.0\.1:\d+$/)),
  port: z.int().check(z.positive()),
  pid: z.int().check(z.positive()),
  key: z.optional(z.string().check(z.regex(RELAY_KEY_PATTERN))),
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

/**
 * Write atomically and never through a link (src/config/state-dir.ts, writeOwnFile): a reader never
 * sees half a record, and a symlink planted at `path` is replaced, not written through. The default
 * path's directory, the state directory, is checked to be the user's own by the CLI before this.
 */
export function writeAddressFile(path: string, record: AddressRecord): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  writeOwnFile(path, `${JSON.stringify(record, null, 2)}\n`);
}

/** Read a relay's record; undefined when there is none. A file that is not one is a UsageError. */
export function readAddressFile(path: string): AddressRecord | undefined {
  let text: string | undefined;
  try {
    text = readOwnFile(path);
  } catch (error) {
    // A link would let whoever planted it choose the pid that `jobai relay stop` signals.
    if ((error as NodeJS.ErrnoException).code !== "ELOOP") throw error;
    throw new UsageError(
      `${path} is a symbolic link, not a relay address file: remove it, or give the --address-file that 'jobai relay --daemon' wrote`,
    );
  }
  if (text === undefined) return undefined;
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
