import type { CommandModule } from "yargs";
import { REST_RESOURCES } from "./rest-resources.js";

/**
 * Every command, by name, with a one-line description and a loader. Only the command being run is
 * loaded, so `jobai env` (run on every job) pays for nothing else. Add a command: one line here and
 * one module in `commands/` whose default export is `defineCommand({...})` (define-command.ts).
 */
export interface CommandEntry {
  name: string;
  describe: string;
  // biome-ignore lint/suspicious/noExplicitAny: each command has its own argument type.
  load: () => Promise<{ default: CommandModule<any, any> }>;
}

export const commandIndex: CommandEntry[] = [
  {
    name: "env",
    describe: "Print the variables that point the SDK and tools like Claude Code at the proxy",
    load: () => import("./commands/env.js"),
  },
  {
    name: "run",
    describe: "Run a command, keep a copy of its output for 'jobai summarize', exit with its status",
    load: () => import("./commands/run.js"),
  },
  {
    name: "digest",
    describe: "Print the digest of a log that summarize would send, and what was kept and dropped",
    load: () => import("./commands/digest.js"),
  },
  {
    name: "summarize",
    describe: "Explain a failed step with the model and write it as an annotation, with artifacts",
    load: () => import("./commands/summarize.js"),
  },
  {
    name: "demo",
    describe: "Run the whole thing offline: a failing step under jobai run, summarized against the emulator",
    load: () => import("./commands/demo.js"),
  },
  {
    name: "ask",
    describe: "Ask the model a question through the proxy and stream the answer",
    load: () => import("./commands/ask.js"),
  },
  {
    name: "models",
    describe: "List the models the proxy offers",
    load: () => import("./commands/models.js"),
  },
  {
    name: "count-tokens",
    describe: "Count a prompt's input tokens as the model would (same inputs as ask)",
    load: () => import("./commands/count-tokens.js"),
  },
  {
    name: "doctor",
    describe:
      "Check what a job needs (variables, proxy and token, REST token, state directory, store, relay)",
    load: () => import("./commands/doctor.js"),
  },
  {
    name: "limits",
    describe: "Show the shared rate limiter's window: used, remaining, paused until, and its store",
    load: () => import("./commands/limits.js"),
  },
  {
    name: "usage",
    describe: "Show a build's model usage per job and per model, from its meta-data; --annotate posts it",
    load: () => import("./commands/usage.js"),
  },
  {
    name: "relay",
    describe:
      "Run a loopback relay that puts any tool (Claude Code, curl, other SDKs) under the shared limiter",
    load: () => import("./commands/relay.js"),
  },
  {
    name: "emulate",
    describe:
      "Run the emulated service (provider, proxy, agent CLI) on 127.0.0.1 and print a fake job's variables",
    load: () => import("./commands/emulate.js"),
  },
  {
    name: "api",
    describe: "Call any REST endpoint: jobai api [METHOD] PATH [-f key=value] [-F key=typed] [--paginate]",
    load: () => import("./commands/api.js"),
  },
  // One command per REST resource, each derived from the endpoint catalogue when it runs.
  ...REST_RESOURCES.map(
    (resource): CommandEntry => ({
      name: resource.command,
      describe: resource.describe,
      load: async () => ({
        default: (await import("./commands/rest-resource.js")).resourceCommand(resource.command),
      }),
    }),
  ),
];
