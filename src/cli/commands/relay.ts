import { dirname, join, resolve } from "node:path";
import type { CommandModule } from "yargs";
import { parseDuration } from "../../config/duration.js";
import { readJobFacts, readProxyAccess } from "../../config/job-env.js";
import { readPluginConfig } from "../../config/plugin-config.js";
import { DEFAULT_LIMITS, resolveSettings } from "../../config/settings.js";
import { ownStateDir } from "../../config/state-dir.js";
import { UsageError } from "../../errors.js";
import { defaultMarginMs } from "../../limit/create.js";
import { proxyBaseUrl } from "../../provider/base-url.js";
import { defaultAddressFile, readAddressFile, removeAddressFile } from "../../relay/address-file.js";
import { isRunning, spawnDaemon, stopDaemon } from "../../relay/daemon.js";
import { cacheHitRate, type RelayUsage, usageLine } from "../../relay/relay-usage.js";
import { printJson } from "../output.js";

type Action = "start" | "stop" | "status";

interface RelayArgs {
  action: Action;
  port: number;
  daemon: boolean;
  "address-file": string | undefined;
  "log-file": string | undefined;
  drain: string;
  json: boolean;
  requests: number | undefined;
  "input-tokens": number | undefined;
  window: string | undefined;
  store: string | undefined;
  "redis-url": string | undefined;
  margin: number | undefined;
  "idle-exit": string | undefined;
}

const command: CommandModule<object, RelayArgs> = {
  command: "relay [action]",
  describe:
    "Run a loopback relay that puts any tool (Claude Code, curl, other SDKs) under the shared limiter",
  builder: (yargs) =>
    yargs
      .positional("action", {
        choices: ["start", "stop", "status"] as const,
        default: "start" as Action,
        describe:
          "start (default): serve; stop: stop a --daemon relay and print its usage; status: its usage so far",
      })
      .option("port", { type: "number", default: 0, describe: "Port on 127.0.0.1 (default: any free port)" })
      .option("daemon", {
        type: "boolean",
        default: false,
        describe: "Start in the background, print the address once it listens, and return",
      })
      .option("address-file", {
        type: "string",
        describe:
          "Where the relay writes its address and, once stopped, its usage (default: under JOBAI_STATE_DIR, one per job)",
      })
      .option("log-file", { type: "string", describe: "The daemon's log (default: beside the address file)" })
      .option("drain", {
        type: "string",
        default: "30s",
        describe: "On SIGTERM, how long streams in flight may take to finish (ms, or 30s)",
      })
      .option("idle-exit", {
        type: "string",
        describe:
          "Stop after this long without a request, so a daemon whose job never ran pre-exit does not linger (ms, or 30s, 240m; default 240m with --daemon, never in the foreground; 0: never)",
      })
      .option("json", { type: "boolean", default: false, describe: "Print the address or the usage as JSON" })
      .option("requests", { type: "number", describe: "Requests per window (JOBAI_LIMIT_REQUESTS)" })
      .option("input-tokens", {
        type: "number",
        describe: "Counted input tokens per window (JOBAI_LIMIT_INPUT_TOKENS)",
      })
      .option("window", { type: "string", describe: "Window: ms, or 60s (JOBAI_LIMIT_WINDOW)" })
      .option("store", {
        type: "string",
        describe: "Limiter store: memory, file, redis, off (JOBAI_LIMIT_STORE)",
      })
      .option("redis-url", {
        type: "string",
        describe: "Redis address for the redis store (JOBAI_REDIS_URL)",
      })
      .option("margin", {
        type: "number",
        describe: `Safety margin in ms added after each response's window, for clock rounding between the store and the proxy; raise it where requests reach the proxy late (default: ${defaultMarginMs(DEFAULT_LIMITS.windowMs)} for the ${DEFAULT_LIMITS.windowMs / 1000} s window, scaled with the window)`,
      })
      .example(
        'export ANTHROPIC_BASE_URL="$(jobai relay --daemon)" ANTHROPIC_API_KEY="$SERVICE_AGENT_ACCESS_TOKEN"',
        "Start the relay and point Claude Code and the SDK at it",
      )
      .example(
        'claude -p "Why did the tests fail?"',
        "Claude Code then goes through the relay and the limiter",
      )
      .example("jobai relay stop", "Stop it (streams in flight finish first) and print its usage")
      .example("jobai relay --port 8787", "Serve in the foreground until Ctrl-C")
      .epilogue(
        "The relay listens on 127.0.0.1 only and forwards /v1/* to the proxy (SERVICE_AGENT_ENDPOINT plus\n" +
          "/ai/vendor) under the shared limiter, streaming responses through as they come. Clients must\n" +
          "present the job token (x-api-key, or Authorization: Bearer|Token); it forwards exactly one\n" +
          "credential, x-api-key. In the plugin, `relay: true` does all of this for the step.\n" +
          "Exit codes: 0 ok, 1 failure (it could not start or stop), 2 bad input.",
      ) as never,
  handler: async (args) => {
    const settings = resolveSettings(
      {
        requests: args.requests,
        inputTokens: args["input-tokens"],
        window: args.window,
        store: args.store,
        redisUrl: args["redis-url"],
      },
      readPluginConfig(),
    );
    const addressFile =
      args["address-file"] ?? defaultAddressFile(settings.stateDir, readJobFacts().SERVICE_JOB_ID);
    // An address file (and the log beside it) in the state directory, the default one or the one the
    // environment hook names, needs the directory to be the user's own: a UsageError that says how
    // to fix it otherwise (the hook then warns and the step calls the proxy directly).
    if (resolve(dirname(addressFile)) === resolve(settings.stateDir)) ownStateDir(settings.stateDir);
    if (args.action === "stop") return stop(addressFile, args);
    if (args.action === "status") return status(addressFile, args.json);

    const drainMs = parseDuration(args.drain);
    if (drainMs === undefined || drainMs < 0) {
      throw new UsageError(`--drain must be a duration such as 30s or 5000 (ms), not '${args.drain}'`);
    }
    if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535) {
      throw new UsageError(`--port must be a whole number from 0 to 65535, not ${args.port}`);
    }
    const idleExitMs = parseDuration(args["idle-exit"] ?? (args.daemon ? "240m" : "0"));
    if (idleExitMs === undefined || idleExitMs < 0) {
      throw new UsageError(
        `--idle-exit must be a duration such as 240m, 30s or 0 (never), not '${args["idle-exit"]}'`,
      );
    }
    if (args.margin !== undefined && !(Number.isInteger(args.margin) && args.margin >= 0)) {
      throw new UsageError(`--margin must be a whole number of ms, 0 or more, not ${args.margin}`);
    }
    const access = readProxyAccess();
    const logFile = args["log-file"] ?? join(dirname(addressFile), logName(addressFile));
    const existing = process.send ? undefined : readAddressFile(addressFile);
    if (existing && !existing.stoppedAt && isRunning(existing.pid)) {
      throw new UsageError(
        `a relay is already running for ${addressFile} (pid ${existing.pid}, ${existing.url}): use it, run 'jobai relay stop' first, or give another --address-file`,
      );
    }

    if (args.daemon) {
      const childArgs = [
        "relay",
        "start",
        "--port",
        String(args.port),
        "--address-file",
        addressFile,
        "--log-file",
        logFile,
        "--drain",
        String(drainMs),
        "--idle-exit",
        String(idleExitMs),
        "--requests",
        String(settings.limits.requests),
        "--input-tokens",
        String(settings.limits.inputTokens),
        "--window",
        String(settings.limits.windowMs),
        "--store",
        settings.store,
      ];
      if (settings.redisUrl) childArgs.push("--redis-url", settings.redisUrl);
      if (args.margin !== undefined) childArgs.push("--margin", String(args.margin));
      const record = await spawnDaemon({ entry: process.argv[1] ?? "", args: childArgs, logFile });
      if (args.json) printJson({ ...record, addressFile });
      else {
        process.stdout.write(`${record.url}\n`);
        process.stderr.write(`jobai relay: listening on ${record.url} (pid ${record.pid}, log ${logFile})\n`);
      }
      return;
    }

    // Loaded here only: `--daemon`, `stop` and `status` start faster without the server, undici,
    // pino and the limiter's stores (the environment hook waits for `--daemon`).
    const [{ logger }, { serveUntilSignal }, { gateFromSettings }] = await Promise.all([
      import("../../log.js"),
      import("../../relay/serve.js"),
      import("../../relay/settings-gate.js"),
    ]);
    const log = logger();
    const { usage } = await serveUntilSignal({
      upstream: proxyBaseUrl(access.endpoint),
      token: access.token,
      gate: gateFromSettings(settings, log, args.margin),
      port: args.port,
      drainMs,
      idleExitMs,
      addressFile,
      logFile: process.send ? logFile : undefined,
      log,
      onListening: (record) => {
        if (process.send) return; // a daemon's parent prints the address
        if (args.json) printJson(record);
        else process.stdout.write(`${record.url}\n`);
      },
    });
    if (!process.send && !args.json) process.stderr.write(`${usageLine(usage)}\n`);
  },
};

function logName(addressFile: string): string {
  const base = addressFile.split("/").pop() ?? "relay.json";
  return `${base.replace(/\.json$/, "")}.log`;
}

async function stop(addressFile: string, args: RelayArgs): Promise<void> {
  const drainMs = parseDuration(args.drain) ?? 30_000;
  const result = await stopDaemon(addressFile, drainMs + 5000);
  if (!result) {
    if (args.json) printJson({ running: false, addressFile });
    else process.stderr.write(`jobai relay: no relay recorded in ${addressFile}; nothing to stop\n`);
    return;
  }
  removeAddressFile(addressFile);
  const { record, stopped } = result;
  if (args.json) {
    printJson({
      stopped,
      drained: record.drained ?? false,
      url: record.url,
      usage: record.usage ?? null,
      cacheHitRate: record.usage ? cacheHitRate(record.usage) : null,
    });
  } else if (record.usage) {
    process.stdout.write(`${usageLine(record.usage)}\n`);
  }
  if (!stopped || !record.usage) {
    process.stderr.write(
      `jobai relay: the relay (pid ${record.pid}) did not stop cleanly; its usage is unknown${record.logFile ? `; see ${record.logFile}` : ""}\n`,
    );
    process.exitCode = 1;
  }
}

async function status(addressFile: string, json: boolean): Promise<void> {
  const record = readAddressFile(addressFile);
  if (!record || record.stoppedAt) {
    throw new UsageError(`no relay is running for ${addressFile}: start one with 'jobai relay --daemon'`);
  }
  const { token } = readProxyAccess();
  const { CONTROL_PATH } = await import("../../relay/relay-server.js");
  const response = await fetch(`${record.url}${CONTROL_PATH}`, { headers: { "x-api-key": token } });
  if (!response.ok)
    throw new Error(`the relay at ${record.url} answered ${response.status} to its control path`);
  const state = (await response.json()) as {
    usage: RelayUsage;
    limiter?: { policy?: { reservedTokens?: number; medianReservedOverCounted?: number | null } };
  };
  const policy = state.limiter?.policy;
  const usage: RelayUsage =
    typeof policy?.reservedTokens === "number"
      ? { ...state.usage, reservedInputTokens: policy.reservedTokens }
      : state.usage;
  const median = policy?.medianReservedOverCounted;
  if (json) printJson({ ...record, ...state, usage, cacheHitRate: cacheHitRate(usage) });
  else
    process.stdout.write(
      `${record.url} (pid ${record.pid})\n${usageLine(usage)}\n` +
        (typeof median === "number" ? `reserved / counted per request: median ${median.toFixed(2)}\n` : ""),
    );
}

export default command;
