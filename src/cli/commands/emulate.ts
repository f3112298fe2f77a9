import { delimiter } from "node:path";
import { parseDuration } from "../../config/duration.js";
import { createJobContext } from "../../config/job-context.js";
import { FAULT_SPEC_HELP, parseFaultSpec } from "../../emulator/fault-spec.js";
import { LIMIT_MODELS, loadScript, startEmulator } from "../../emulator/index.js";
import { DEFAULT_REST_BUILDS } from "../../emulator/rest/seed.js";
import type { LimitModel, ProxyLimits } from "../../emulator/types.js";
import { UsageError } from "../../errors.js";
import { logger } from "../../log.js";
import { shellQuote } from "../../shell-quote.js";
import { formatUsd } from "../../usage/cost.js";
import { pricesOf } from "../../usage/prices.js";
import { defineCommand } from "../define-command.js";
import { portOption } from "../options/port.js";
import { whenParentEnds } from "../parent-watch.js";

interface EmulateArgs {
  port: number;
  json: boolean;
  rpm: number | undefined;
  itpm: number | undefined;
  window: string | undefined;
  "limit-model": LimitModel;
  fault: string[];
  "state-dir": string | undefined;
  script: string | undefined;
  quiet: boolean;
  "rest-limit": string | undefined;
  "rest-builds": number | undefined;
}

/** `--rest-limit 10/2s`: both REST limits (organization and user), requests per window. */
function restLimitFrom(text: string): { limit: number; windowMs: number } {
  const [count, window] = text.split("/");
  const limit = Number(count);
  const windowMs = window === undefined ? undefined : parseDuration(window);
  if (!Number.isInteger(limit) || limit <= 0 || windowMs === undefined || windowMs <= 0) {
    throw new UsageError(`--rest-limit "${text}" is not REQUESTS/WINDOW: use e.g. --rest-limit 10/2s`);
  }
  return { limit, windowMs };
}

function limitsFrom(args: EmulateArgs): Partial<ProxyLimits> {
  const limits: Partial<ProxyLimits> = { model: args["limit-model"] };
  const positive = (name: string, value: number | undefined) => {
    if (value !== undefined && (!Number.isInteger(value) || value <= 0)) {
      throw new UsageError(`--${name} must be a whole number greater than 0, e.g. --${name} 50`);
    }
    return value;
  };
  const rpm = positive("rpm", args.rpm);
  const itpm = positive("itpm", args.itpm);
  if (rpm !== undefined) limits.requests = rpm;
  if (itpm !== undefined) limits.inputTokens = itpm;
  if (args.window !== undefined) {
    const ms = parseDuration(args.window);
    if (ms === undefined || ms <= 0)
      throw new UsageError(`--window "${args.window}" is not a duration: use e.g. 60s, 500ms or 60000`);
    limits.windowMs = ms;
  }
  return limits;
}

/** Write and wait until the text is handed to the OS, so `jobai emulate > job.env &` has it at once. */
function writeNow(text: string): Promise<void> {
  return new Promise((resolve, reject) =>
    process.stdout.write(text, (error) => (error ? reject(error) : resolve())),
  );
}

/**
 * The most builds --rest-builds seeds. Each is kept in memory and seeding takes about 0.3 ms a build
 * (100,000 in 30 s on a loaded 2-core machine): `--rest-builds 1e9` ran out of memory after hours.
 */
export const MAX_REST_BUILDS = 100_000;

export default defineCommand({
  command: "emulate",
  describe:
    "Run the emulated service (provider, proxy, agent CLI) on 127.0.0.1 and print a fake job's variables",
  builder: (yargs) =>
    portOption(yargs, "Port on 127.0.0.1 (default: an ephemeral one)")
      .option("json", {
        type: "boolean",
        default: false,
        describe: "Print the addresses and the job's variables as JSON",
      })
      .option("rpm", { type: "number", describe: "Proxy limit: requests per window (default 50)" })
      .option("itpm", {
        type: "number",
        describe: "Proxy limit: counted input tokens (input + cache creation) per window (default 50000)",
      })
      .option("window", {
        type: "string",
        describe: "Proxy limit window: 60s, 500ms or milliseconds (default 60s)",
      })
      .option("limit-model", {
        choices: LIMIT_MODELS,
        default: "sliding" as LimitModel,
        describe: "How the limits are enforced: sliding (any window), fixed (aligned windows) or bucket",
      })
      .option("fault", {
        type: "string",
        array: true,
        default: [] as string[],
        describe: `Inject a fault (repeatable): ${FAULT_SPEC_HELP}`,
      })
      .option("state-dir", {
        type: "string",
        describe: "Where annotations and artifacts go (default a temp dir)",
      })
      .option("script", {
        type: "string",
        describe: "Answer /v1/messages from a JSON script of turns (text or tool_use); format below",
      })
      .option("quiet", { type: "boolean", default: false, describe: "Do not log each request to stderr" })
      .option("stop-with-parent", {
        type: "boolean",
        default: true,
        describe:
          "Stop when the process that started it ends (e.g. `kill` of `npx`); --no-stop-with-parent to outlive it. One started detached, its parent already gone (`(jobai emulate > job.env &)`), has none to follow: it serves until SIGINT or SIGTERM",
      })
      .option("rest-limit", {
        type: "string",
        describe: "REST API limits, organization and user alike: REQUESTS/WINDOW, e.g. 10/2s",
      })
      .option("rest-builds", {
        type: "number",
        default: DEFAULT_REST_BUILDS,
        describe:
          "Seed this many builds into acme/app (#1 to #N): the same every run, passed, failed (a failed test job, its log and a JUnit artifact), running, canceled, on several branches and creators. " +
          `0 for none, at most ${MAX_REST_BUILDS}`,
      })
      .example(
        "jobai emulate > job.env &",
        "Start it in the background; the export lines are in job.env at once",
      )
      .example('source job.env && eval "$(jobai env)"', "Then point the SDK and Claude Code at its proxy")
      .example(
        "jobai emulate --rpm 5 --window 10s --limit-model fixed",
        "Tight limits to see 429s and retry-after",
      )
      .example(
        "jobai emulate --fault latency=2000 --fault server-error=529:1",
        "Slow answers, then one overloaded_error",
      )
      .example("jobai emulate --json", "Addresses and variables as JSON, for scripts")
      .example(
        "jobai builds list --org acme --state failed   # after sourcing its output",
        "The seeded failed builds; `jobai builds logs N --failed` shows why one failed",
      )
      .example(
        "jobai emulate --script turns.json",
        "Scripted replies, so Claude Code's tool loop runs offline",
      )
      .epilogue(
        "Prints `export` lines first (SERVICE_AGENT_ENDPOINT, SERVICE_AGENT_ACCESS_TOKEN, job facts, and PATH\n" +
          "with the `service-agent` stand-in and jobai's bin/ put before the sourcing shell's PATH), then serves until Ctrl-C, SIGTERM, or the end of the\n" +
          "process that started it (npx, a script). The proxy is at\n" +
          "$SERVICE_AGENT_ENDPOINT/ai/vendor and takes the job token as `x-api-key` or `Authorization: Token`.\n" +
          "The output holds the fake job's token: it is a secret of this emulator only.\n" +
          "State (annotations, meta-data, artifacts, proxy counters): GET <url>/_emulator/state with\n" +
          "`Authorization: Token <job token>`; the address is printed on stderr at start-up.\n" +
          "Web pages on the same address: the build page at $SERVICE_BUILD_URL (annotations, logs,\n" +
          "artifacts, meta-data, usage), each pipeline at /<org>/<pipeline>, the shared budget live at /limits.\n\n" +
          "Replies: by default a deterministic model (an echo of the last user turn, or a summary of a\n" +
          "failing log). --script FILE gives scripted turns instead, as JSON:\n" +
          '  { "conversations": [ { "match": "session-a", "turns": [\n' +
          '        { "tool_use": { "name": "Read", "input": { "file_path": "/abs/a.txt" } } },\n' +
          '        { "text": "Done." } ] } ],\n' +
          '    "turns": [ { "text": "Hello from the script." } ] }\n' +
          'A turn is "text", "tool_use" (one { name, input } or a list, answered with stop_reason tool_use),\n' +
          "or both. A request is answered from the first conversation whose match occurs in its first user\n" +
          'message, else from "turns", else by the deterministic model. Its turn is the number of assistant\n' +
          "messages it holds: each conversation walks its own list, and a retry gets the same turn. Past the\n" +
          "last turn a conversation gets a short final text, which ends an agent loop.",
      ),
  handler: async (args) => {
    const limits = limitsFrom(args);
    const restLimit = args["rest-limit"] === undefined ? undefined : restLimitFrom(args["rest-limit"]);
    const restBuilds = args["rest-builds"];
    if (
      restBuilds !== undefined &&
      (!Number.isInteger(restBuilds) || restBuilds < 0 || restBuilds > MAX_REST_BUILDS)
    ) {
      throw new UsageError(
        `--rest-builds must be a whole number from 0 to ${MAX_REST_BUILDS}, e.g. --rest-builds 500`,
      );
    }
    const faults = args.fault.map(parseFaultSpec);
    const script = args.script === undefined ? undefined : await loadScript(args.script);
    // Its proxy's counters cost what it answered at the user's prices (JOBAI_PRICES) over the shipped.
    const prices = pricesOf(createJobContext());
    const log = logger();
    // The fake job's PATH is the emulator's own directories only; the export line puts them in
    // front of the PATH of the shell that sources it, not of this process (under npx, that one
    // holds npm's internals: ~/.npm/_npx/..., node-gyp-bin).
    const emulator = await startEmulator({
      basePath: "",
      port: args.port,
      limits,
      prices,
      ...(args["state-dir"] ? { stateDir: args["state-dir"] } : {}),
      ...(script ? { script } : {}),
      ...(args.quiet
        ? {}
        : {
            onResponse: (entry) =>
              log.info(
                `${entry.method} ${entry.path.split("?")[0]} ${entry.status || "dropped"} (${entry.surface})`,
              ),
          }),
    }).catch((error: unknown) => {
      if ((error as { code?: unknown }).code === "EADDRINUSE") {
        throw new UsageError(
          `--port ${args.port} is in use on 127.0.0.1: choose another port, or omit --port`,
        );
      }
      throw error;
    });
    for (const rule of faults) emulator.faults.add(rule);
    if (restLimit) emulator.rest.setLimits({ organization: restLimit, user: restLimit });
    if (restBuilds) emulator.rest.seedBuilds(restBuilds);
    // Listen for the stop signals before printing: a script may send one as soon as it has the lines.
    const stopWatching = new AbortController();
    // The parent is the process that started this one, if it is still there: a pid of 1 means it
    // had already ended and this one was handed to init.
    const following = process.ppid > 1;
    const stopped = new Promise<void>((resolve) => {
      process.once("SIGINT", () => resolve());
      process.once("SIGTERM", () => resolve());
      if (args["stop-with-parent"]) {
        void whenParentEnds({ signal: stopWatching.signal }).then(() => {
          process.stderr.write("jobai emulator: the process that started it has ended; stopping\n");
          resolve();
        });
      }
    });
    const pathFirst = emulator.env.PATH ?? "";
    if (args.json) {
      const { url, agentEndpoint, proxyUrl, stateDir, binDir } = emulator;
      // For a script that starts processes with `env` as it is: a whole PATH, this one's after ours.
      const env = { ...emulator.env, PATH: [pathFirst, process.env.PATH].filter(Boolean).join(delimiter) };
      await writeNow(`${JSON.stringify({ url, agentEndpoint, proxyUrl, stateDir, binDir, env }, null, 2)}\n`);
    } else {
      const lines = Object.entries(emulator.env).map(([name, value]) =>
        name === "PATH"
          ? `export PATH=${shellQuote(pathFirst)}"\${PATH:+:$PATH}"`
          : `export ${name}=${shellQuote(value)}`,
      );
      await writeNow(`${lines.join("\n")}\n`);
    }
    process.stderr.write(
      `jobai emulator: serving at ${emulator.url} (proxy ${emulator.proxyUrl}, state ${emulator.url}/_emulator/state; pid ${process.pid}); Ctrl-C or SIGTERM to stop\n` +
        `jobai emulator: the build page is ${emulator.env.SERVICE_BUILD_URL}, the shared budget live at ${emulator.url}/limits\n`,
    );
    if (args["stop-with-parent"] && !following) {
      // A double fork (`( ... &)`) asks for a process that outlives the shell: stopping it at once
      // would undo that. Say so, with the pid to stop it by.
      process.stderr.write(
        `jobai emulator: the process that started it had already ended, so there is no parent to stop with; stop it with kill ${process.pid}\n`,
      );
    }
    await stopped;
    stopWatching.abort();
    const counters = emulator.proxy.counters();
    await emulator.close();
    process.stderr.write(
      `jobai emulator: stopped; its proxy answered ${counters.accepted} ${counters.accepted === 1 ? "request" : "requests"}, ${counters.countedInputTokens} counted input tokens, cost ${formatUsd(counters.costUsd)}\n`,
    );
  },
});
