/**
 * A relay's life as `jobai relay` runs it: where it records itself (the address file, the log
 * beside it), starting it in the foreground or as a daemon, stopping it, and asking a running one
 * for its usage. The command parses and checks its flags and prints; everything else is here.
 */
import { lstatSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
// zod/mini as in address-file.ts: this is on the environment hook's path when `relay: true`.
import * as z from "zod/mini";
import type { JobContext } from "../config/job-context.js";
import type { ProxyAccess } from "../config/job-env.js";
import type { Settings } from "../config/settings.js";
import { currentUid, ownStateDir } from "../config/state-dir.js";
import { UsageError } from "../errors.js";
import { proxyBaseUrl } from "../provider/base-url.js";
import {
  type AddressRecord,
  defaultAddressFile,
  readAddressFile,
  removeAddressFile,
} from "./address-file.js";
import { isRunning, type StopResult, spawnDaemon, stopDaemon } from "./daemon.js";
import { cacheHitRate, type RelayUsage } from "./relay-usage.js";

/** Where a relay records its address and, once stopped, its usage; and where a daemon logs. */
export interface RelayFiles {
  addressFile: string;
  logFile: string;
  /**
   * The log is outside the state directory: at a path the user named (--log-file), or beside an
   * --address-file the user put elsewhere. It is appended to and never replaced (src/user-file.ts):
   * a file there may be the user's own (issue 23: `--address-file DIR/X.json` replaced a user's
   * DIR/X.log). Only a log in the state directory is jobai's, made fresh each time.
   */
  logFileGiven?: boolean;
}

/**
 * The relay's files: those given, else one address file per job in the state directory and the
 * log beside it. An address file in the state directory needs the directory to be the user's own:
 * a UsageError that says how to fix it otherwise (the environment hook then warns and the step
 * calls the proxy directly).
 */
export function relayFiles(
  job: Pick<JobContext, "settings" | "facts">,
  given: { addressFile?: string | undefined; logFile?: string | undefined },
): RelayFiles {
  const stateDir = job.settings.stateDir;
  const addressFile = given.addressFile ?? defaultAddressFile(stateDir, job.facts.SERVICE_JOB_ID);
  const inStateDir = resolve(dirname(addressFile)) === resolve(stateDir);
  if (inStateDir) ownStateDir(stateDir);
  if (given.logFile !== undefined) return { addressFile, logFile: given.logFile, logFileGiven: true };
  const logFile = join(dirname(addressFile), logName(addressFile));
  return inStateDir ? { addressFile, logFile } : { addressFile, logFile, logFileGiven: true };
}

function logName(addressFile: string): string {
  const base = addressFile.split("/").pop() ?? "relay.json";
  return `${base.replace(/\.json$/, "")}.log`;
}

/** How a relay runs, checked by the command. */
export interface RelayRun {
  files: RelayFiles;
  port: number;
  drainMs: number;
  /** 0: never. */
  idleExitMs: number;
  /** The safety margin (ms) after each response's window; default scaled with the window. */
  marginMs: number | undefined;
  settings: Settings;
}

/**
 * Refuse to start a second relay on the address file of one that runs, and an address file that
 * another user owns (in a shared directory, as /tmp: replacing it fails with EPERM, and what it
 * records is not ours to trust).
 */
export function checkNotRunning(addressFile: string): void {
  const owner = ownerOf(addressFile);
  const uid = currentUid();
  if (owner !== undefined && uid !== undefined && owner !== uid) {
    throw new UsageError(
      `the relay's address file ${addressFile} belongs to another user (uid ${owner}): give an address file of your own with --address-file PATH, or leave it out for one in the state directory`,
    );
  }
  const existing = readAddressFile(addressFile);
  if (existing && !existing.stoppedAt && isRunning(existing.pid)) {
    throw new UsageError(
      `a relay is already running for ${addressFile} (pid ${existing.pid}, ${existing.url}): use it, run 'jobai relay stop' first, or give another --address-file`,
    );
  }
}

function ownerOf(path: string): number | undefined {
  try {
    return lstatSync(path).uid;
  } catch {
    return undefined;
  }
}

/** Settings a daemon gets on its stdin, not its argv (which every local user can read in /proc). */
export const parentSettingsSchema = z.strictObject({ redisUrl: z.optional(z.string()) });
export type ParentSettings = z.output<typeof parentSettingsSchema>;

/** The flag that tells a daemon's child to read ParentSettings from its stdin. */
export const SETTINGS_ON_STDIN = "--settings-on-stdin";

/**
 * Start the relay as a detached `jobai relay start` of this CLI (`entry`, process.argv[1]) with
 * the settings resolved here passed as flags, except the Redis address (it may hold a password):
 * that one goes on the child's stdin. Returns the relay's record once it listens.
 */
export async function startDaemon(run: RelayRun, entry: string): Promise<AddressRecord> {
  const { files, settings } = run;
  const args = [
    "relay",
    "start",
    "--port",
    String(run.port),
    "--address-file",
    files.addressFile,
    "--log-file",
    files.logFile,
    "--drain",
    String(run.drainMs),
    "--idle-exit",
    String(run.idleExitMs),
    "--requests",
    String(settings.limits.requests),
    "--input-tokens",
    String(settings.limits.inputTokens),
    "--window",
    String(settings.limits.windowMs),
    "--store",
    settings.store,
    SETTINGS_ON_STDIN,
  ];
  if (run.marginMs !== undefined) args.push("--margin", String(run.marginMs));
  // A path, not a secret: it may go on the command line.
  if (settings.redisCa) args.push("--redis-ca", settings.redisCa);
  const secret: ParentSettings = settings.redisUrl ? { redisUrl: settings.redisUrl } : {};
  return spawnDaemon({
    entry,
    args,
    logFile: files.logFile,
    logFileGiven: files.logFileGiven === true,
    input: JSON.stringify(secret),
  });
}

/** In a daemon's child: the settings its parent wrote on stdin (bounded; a UsageError if malformed). */
export async function readParentSettings(
  stdin: NodeJS.ReadableStream = process.stdin,
): Promise<ParentSettings> {
  let text = "";
  for await (const chunk of stdin) {
    text += String(chunk);
    if (text.length > 64 * 1024) break;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = undefined;
  }
  const parsed = parentSettingsSchema.safeParse(raw);
  if (!parsed.success) {
    throw new UsageError(
      `${SETTINGS_ON_STDIN} reads the settings 'jobai relay --daemon' writes on stdin; got something else: start the relay with 'jobai relay --daemon'`,
    );
  }
  return parsed.data;
}

/**
 * Serve in this process until SIGINT or SIGTERM (or the idle exit), then drain; returns the usage.
 * `daemon`: this process is a daemon's child, which logs to its log file and whose parent prints.
 */
export async function serveRelay(
  run: RelayRun,
  access: ProxyAccess,
  options: {
    daemon: boolean;
    onListening: (record: AddressRecord) => void;
    /** The job's environment: OTEL_* variables there ask for a span per relayed request. */
    env: NodeJS.ProcessEnv;
  },
): Promise<RelayUsage> {
  // Loaded here only: `--daemon`, `stop` and `status` start faster without the server, undici,
  // pino and the limiter's stores (the environment hook waits for `--daemon`).
  const [{ logger }, { serveUntilSignal }, { gateFromSettings }, { traceGate }] = await Promise.all([
    import("../log.js"),
    import("./serve.js"),
    import("./settings-gate.js"),
    import("../telemetry/traced-gate.js"),
  ]);
  const log = logger();
  const { usage } = await serveUntilSignal({
    upstream: proxyBaseUrl(access.endpoint),
    token: access.token,
    gate: traceGate(gateFromSettings(run.settings, log, run.marginMs), options.env),
    port: run.port,
    drainMs: run.drainMs,
    idleExitMs: run.idleExitMs,
    addressFile: run.files.addressFile,
    logFile: options.daemon ? run.files.logFile : undefined,
    log,
    onListening: options.onListening,
  });
  return usage;
}

/**
 * Stop the daemon recorded in `addressFile` (streams in flight get `drainMs` to finish) and remove
 * the file; undefined when none is recorded.
 */
export async function stopRelay(addressFile: string, drainMs: number): Promise<StopResult | undefined> {
  const result = await stopDaemon(addressFile, drainMs + 5000);
  if (result) removeAddressFile(addressFile);
  return result;
}

/** What a running relay reports on its control path. */
export interface RelayStatus {
  record: AddressRecord;
  state: { usage: RelayUsage; [key: string]: unknown };
  /** Its usage so far, with the limiter's reserved input tokens. */
  usage: RelayUsage;
  cacheHitRate: number | null;
  /** The median of reserved over counted input tokens per request, when known. */
  medianReservedOverCounted: number | undefined;
}

/**
 * Ask the relay recorded in `addressFile` for its usage so far, once it has proved it is that relay
 * (control-client.ts): nothing secret is sent, and a listener that is not it gets a clear error.
 */
export async function relayStatus(addressFile: string): Promise<RelayStatus> {
  const record = readAddressFile(addressFile);
  if (!record || record.stoppedAt) {
    throw new UsageError(`no relay is running for ${addressFile}: start one with 'jobai relay --daemon'`);
  }
  const { askRelay } = await import("./control-client.js");
  const state = await askRelay(record, addressFile);
  const policy = readPolicy(state.limiter);
  const usage: RelayUsage =
    typeof policy.reservedTokens === "number"
      ? { ...state.usage, reservedInputTokens: policy.reservedTokens }
      : state.usage;
  const median = policy.medianReservedOverCounted;
  return {
    record,
    state,
    usage,
    cacheHitRate: cacheHitRate(usage),
    medianReservedOverCounted: typeof median === "number" ? median : undefined,
  };
}

/** The limiter policy's figures in a relay's state, where present. */
function readPolicy(limiter: unknown): { reservedTokens?: unknown; medianReservedOverCounted?: unknown } {
  if (typeof limiter !== "object" || limiter === null) return {};
  const policy = (limiter as { policy?: unknown }).policy;
  return typeof policy === "object" && policy !== null ? policy : {};
}
