import { parseDuration } from "../../config/duration.js";
import { createJobContext } from "../../config/job-context.js";
import { DEFAULT_LIMITS } from "../../config/settings.js";
import { UsageError } from "../../errors.js";
import { defaultMarginMs } from "../../limit/create.js";
import { formatRelay, RELAY_FORMATS, type RelayFormat } from "../../relay/relay-env.js";
import {
  checkNotRunning,
  readParentSettings,
  relayFiles,
  relayStatus,
  serveRelay,
  startDaemon,
  stopRelay,
} from "../../relay/relay-lifecycle.js";
import { cacheHitRate, usageLine } from "../../relay/relay-usage.js";
import { pricesOrWarn } from "../../usage/prices.js";
import { keepRelayUsage } from "../../usage/record-relay-usage.js";
import { defineCommand } from "../define-command.js";
import { jsonOption } from "../options/json.js";
import { limiterOptions, limiterSettings } from "../options/limiter.js";
import { portOption } from "../options/port.js";
import { printJson } from "../output.js";

type Action = "start" | "stop" | "status";

/** A duration flag as ms, or a UsageError naming the flag and what it takes. */
function durationOf(flag: string, value: string, example: string): number {
  const ms = parseDuration(value);
  if (ms === undefined || ms < 0)
    throw new UsageError(`--${flag} must be a duration such as ${example}, not '${value}'`);
  return ms;
}

export default defineCommand({
  command: "relay [action]",
  describe:
    "Run a loopback relay that puts any tool (Claude Code, curl, other SDKs) under the shared limiter",
  builder: (yargs) => {
    const relay = portOption(yargs, "Port on 127.0.0.1 (default: any free port)")
      .positional("action", {
        choices: ["start", "stop", "status"] as const,
        default: "start" as Action,
        describe:
          "start (default): serve; stop: stop a --daemon relay and print its usage; status: its usage so far",
      })

      .option("daemon", {
        type: "boolean",
        default: false,
        describe: "Start in the background, print the address once it listens, and return",
      })
      .option("address-file", {
        type: "string",
        describe:
          "Where a daemon writes its address (and, once it stops, its usage; 'jobai relay stop' prints that and removes the file) (default: under JOBAI_STATE_DIR, one per job)",
      })
      .option("log-file", {
        type: "string",
        describe:
          "The daemon's log (default: beside the address file). Outside the state directory it is appended to, never replaced; another user's file, a symlink or a directory is refused",
      })
      .option("format", {
        choices: RELAY_FORMATS,
        default: "url" as RelayFormat,
        describe:
          "What to print once it listens: url (its address), shell (export lines for eval: ANTHROPIC_BASE_URL and the relay's key as ANTHROPIC_API_KEY), dotenv",
      })
      // Set by a daemon's parent: the Redis address comes on stdin, never on argv (where every
      // local user can read it in /proc).
      .option("settings-on-stdin", { type: "boolean", default: false, hidden: true })
      .option("drain", {
        type: "string",
        default: "30s",
        describe: "On SIGTERM, how long streams in flight may take to finish (ms, or 30s)",
      })
      .option("idle-exit", {
        type: "string",
        describe:
          "Stop after this long without a request, so a daemon whose job never ran pre-exit does not linger (ms, or 30s, 240m; default 240m with --daemon, never in the foreground; 0: never)",
      });
    return limiterOptions(jsonOption(relay, "Print the address or the usage as JSON"))
      .option("margin", {
        type: "number",
        describe: `Safety margin in ms added after each response's window, for clock rounding between the store and the proxy; raise it where requests reach the proxy late (default: ${defaultMarginMs(DEFAULT_LIMITS.windowMs)} for the ${DEFAULT_LIMITS.windowMs / 1000} s window, scaled with the window)`,
      })
      .example(
        'eval "$(jobai relay --daemon --format shell)"',
        "Start the relay and point Claude Code and the SDK at it, with the relay's own key",
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
          "present the relay's own key, made when it starts (x-api-key, or Authorization: Bearer|Token;\n" +
          "--format shell prints it as ANTHROPIC_API_KEY): the job token never leaves the relay, which\n" +
          "forwards it as the one credential, x-api-key. 'status' checks that the listener is the relay\n" +
          "it started before it sends anything. In the plugin, `relay: true` does all of this for the step.\n" +
          "Exit codes: 0 ok, 1 failure (it could not start or stop; status found the relay gone, or its\n" +
          "port held by something else), 2 bad input.",
      );
  },
  handler: async (args) => {
    // A daemon's child: the Redis address its parent resolved comes on stdin (startDaemon).
    const fromParent = args.settingsOnStdin ? await readParentSettings() : {};
    const job = createJobContext({ settings: { ...limiterSettings(args), ...fromParent } });
    const files = relayFiles(job, { addressFile: args.addressFile, logFile: args.logFile });
    if (args.action === "stop") {
      const result = await stopRelay(files.addressFile, parseDuration(args.drain) ?? 30_000);
      if (!result) {
        if (args.json) printJson({ running: false, addressFile: files.addressFile });
        else
          process.stderr.write(`jobai relay: no relay recorded in ${files.addressFile}; nothing to stop\n`);
        return;
      }
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
        process.stdout.write(`${usageLine(record.usage, pricesOrWarn(job))}\n`);
      }
      // Kept on the build too, so `jobai usage` counts what the job's tools spent (issue 22).
      if (stopped && record.usage) await keepRelayUsage(job, record.usage);
      if (!stopped || !record.usage) {
        process.stderr.write(
          `jobai relay: the relay (pid ${record.pid}) did not stop cleanly; its usage is unknown${record.logFile ? `; see ${record.logFile}` : ""}\n`,
        );
        process.exitCode = 1;
      }
      return;
    }
    if (args.action === "status") {
      const status = await relayStatus(files.addressFile);
      const { record, usage } = status;
      const median = status.medianReservedOverCounted;
      const { key: _key, ...shown } = record; // status prints no secret
      if (args.json) printJson({ ...shown, ...status.state, usage, cacheHitRate: status.cacheHitRate });
      else
        process.stdout.write(
          `${record.url} (pid ${record.pid})\n${usageLine(usage, pricesOrWarn(job))}\n` +
            (median === undefined ? "" : `reserved / counted per request: median ${median.toFixed(2)}\n`),
        );
      return;
    }

    const drainMs = durationOf("drain", args.drain, "30s or 5000 (ms)");
    if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535) {
      throw new UsageError(`--port must be a whole number from 0 to 65535, not ${args.port}`);
    }
    const idleExitMs = durationOf(
      "idle-exit",
      args.idleExit ?? (args.daemon ? "240m" : "0"),
      "240m, 30s or 0 (never)",
    );
    if (args.margin !== undefined && !(Number.isInteger(args.margin) && args.margin >= 0)) {
      throw new UsageError(`--margin must be a whole number of ms, 0 or more, not ${args.margin}`);
    }
    // Outside a job, the missing variable is the error to report, before anything starts.
    const access = job.access;
    // A daemon's child (it has an IPC channel to its parent) was checked by the parent.
    const child = Boolean(process.send);
    if (!child) checkNotRunning(files.addressFile);
    const run = {
      files,
      port: args.port,
      drainMs,
      idleExitMs,
      marginMs: args.margin,
      settings: job.settings,
    };

    if (args.daemon) {
      const record = await startDaemon(run, process.argv[1] ?? "");
      if (args.json) printJson({ ...record, addressFile: files.addressFile });
      else {
        process.stdout.write(formatRelay(record, args.format));
        process.stderr.write(
          `jobai relay: listening on ${record.url} (pid ${record.pid}, log ${files.logFile})\n`,
        );
      }
      return;
    }

    const usage = await serveRelay(run, access, {
      daemon: child,
      env: job.env,
      onListening: (record) => {
        if (child) return; // a daemon's parent prints the address
        if (args.json) printJson(record);
        else process.stdout.write(formatRelay(record, args.format));
      },
    });
    if (!child && !args.json) process.stderr.write(`${usageLine(usage, pricesOrWarn(job))}\n`);
  },
});
