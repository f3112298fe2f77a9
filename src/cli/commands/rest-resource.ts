import { closeSync, fstatSync, unlinkSync, writeSync } from "node:fs";
import type { Argv, CommandModule } from "yargs";
import { UsageError } from "../../errors.js";
import { catalogue } from "../../rest/catalogue/index.js";
import { DEFAULT_REST_TIMEOUT_MS } from "../../rest/client.js";
import type { EndpointSpec } from "../../rest/endpoint.js";
import { isList } from "../../rest/endpoints-to-methods.js";
import { paramNames } from "../../rest/path-params.js";
import type { Build } from "../../rest/schemas/build.js";
import { openUserFile } from "../../user-file.js";
import { giveAnAction } from "../demand-action.js";
import { withFlagNames } from "../flag-names.js";
import { checkJsonFields } from "../json-fields.js";
import { timeoutFlag, timeoutMs } from "../options/timeout.js";
import { printJson, printTable } from "../output.js";
import { withRestClient } from "../rest-client.js";
import { addEntryFlags, flagNamesOf, inputFromFlags, paramDefault } from "../rest-flags.js";
import { jsonFields, present } from "../rest-output.js";
import { REST_RESOURCES, type RestResource } from "../rest-resources.js";
import { BUILD_COLUMNS, buildRow } from "../table-rows.js";
import { visible, visibleLog } from "../visible.js";
import { buildsListCommand } from "./builds-list.js";
import { jobsFailedLogsCommand } from "./jobs-failed-logs.js";

/**
 * `jobai <resource> <action>`: every resource command derived from the catalogue (one
 * table, many faces). Each action's arguments, flags, `--help` (its summary, examples and the scope it needs)
 * and the call it makes come from its entry; the few lines below that are not derived say how
 * some answers read best for people (a log as text, a build with its jobs).
 */

const kebab = (name: string) => name.replace(/([a-z])([A-Z])/g, "$1-$2").toLowerCase();

type Args = Record<string, unknown>;

/** A job's log: exact when piped, inert on a terminal (src/cli/visible.ts). */
const printLog = (text: string) => process.stdout.write(process.stdout.isTTY ? visibleLog(text) : text);

/** How an action's answer is printed for people, where a table of the resource's columns is not it. */
const PRESENTERS: Record<string, (result: unknown, args: Args) => boolean> = {
  "jobs.log": (result, args) => {
    if (args.json !== undefined) return false;
    printLog((result as { content: string }).content);
    return true;
  },
  "jobs.rawLog": (result) => {
    printLog(String(result));
    return true;
  },
  "jobs.env": (result, args) => {
    if (args.json !== undefined) return false;
    const env = result as Record<string, string>;
    process.stdout.write(
      Object.entries(env)
        .map(([k, v]) => `${visible(k)}=${visible(v)}\n`)
        .join(""),
    );
    return true;
  },
  "builds.get": (result, args) => {
    if (args.json !== undefined) return false;
    const build = result as Build;
    printTable([buildRow(build)], BUILD_COLUMNS);
    const jobs = build.jobs ?? [];
    if (jobs.length > 0) {
      process.stdout.write("\n");
      printTable(
        jobs.map((job) => ({ job: job.id, name: job.name, state: job.state, exit: job.exit_status })),
        ["job", "name", "state", "exit"],
      );
    }
    return true;
  },
};

function example(
  resource: RestResource,
  action: string,
  entry: EndpointSpec,
  positional: string | undefined,
): string {
  const parts = [`jobai ${resource.command} ${kebab(action)}`];
  if (positional) parts.push(positional.toUpperCase());
  for (const name of paramNames(entry.path)) {
    if (
      name !== positional &&
      paramDefault(name) === undefined &&
      !["organization", "pipeline", "number", "job"].includes(name)
    ) {
      parts.push(`--${name.replace(/_/g, "-")} ${name.toUpperCase()}`);
    }
  }
  if (paramNames(entry.path).includes("organization") && positional !== "organization")
    parts.push("--org acme");
  return parts.join(" ");
}

function actionCommand(
  resource: RestResource,
  action: string,
  entry: EndpointSpec,
): CommandModule<object, Args> {
  const names = paramNames(entry.path);
  const positional = resource.id && names.at(-1) === resource.id ? resource.id : undefined;
  const optional = positional !== undefined && paramDefault(positional) !== undefined;
  const id = `${resource.resource}.${action}`;
  const scope = entry.scope ? `the scope ${entry.scope}` : "no particular scope";
  return {
    command: `${kebab(action)}${positional ? (optional ? ` [${positional}]` : ` <${positional}>`) : ""}`,
    describe: entry.summary,
    builder: (yargs: Argv) => {
      // yargs' own --version is `jobai --version`; here the catalogue's fields own the names (a
      // query field `version`: `jobai agents list --version 3.1.0`).
      let y = addEntryFlags(yargs.version(false), entry, positional)
        .option("json", {
          type: "string",
          describe: "Print JSON for scripts; name fields to keep only those: --json id,name",
        })
        .option("timeout", timeoutFlag("api", DEFAULT_REST_TIMEOUT_MS))
        .epilogue(
          `${entry.method} ${entry.path}. Needs an API access token with ${scope} in SERVICE_API_TOKEN (or a public-key ` +
            "token: SERVICE_API_TOKEN_ID and SERVICE_API_PRIVATE_KEY_FILE), and SERVICE_API_URL.\n" +
            "Exit codes: 0 ok, 1 API error (status and the server's message), 2 bad input (nothing sent).",
        );
      if (positional) y = y.positional(positional, { type: positional === "number" ? "number" : "string" });
      if (entry.redirect) {
        y = y.option("output", {
          alias: "o",
          type: "string",
          describe:
            "A new file to write (mode 0600; default stdout); an existing file is refused, never overwritten",
        });
      }
      if (entry.paginated) {
        y = y.option("limit", {
          type: "number",
          default: 0,
          describe: "Most items to print; follows pages as needed (0: all)",
        });
      }
      const examples = entry.cli?.examples ?? [[example(resource, action, entry, positional), entry.summary]];
      for (const [command, what] of examples) y = y.example(command, what);
      return y as Argv<Args>;
    },
    handler: async (args) => {
      const input = inputFromFlags(entry, args, positional);
      checkJsonFields(jsonFields(args.json), entry.response);
      if (
        action === "update" &&
        entry.body &&
        Object.keys(input).every((key) => (names as string[]).includes(key))
      ) {
        const flags = Object.keys(entry.body.shape).map((field) => `--${field.replace(/_/g, "-")}`);
        throw new UsageError(
          `Nothing to update: give ${flags.slice(0, -1).join(", ")}${flags.length > 1 ? " or " : ""}${flags.at(-1)}.`,
        );
      }
      const limit = Number(args.limit ?? 0);
      if (!Number.isInteger(limit) || limit < 0)
        throw new UsageError("--limit must be 0 (all) or a positive integer.");
      // A download's file is claimed before the call: an existing one is refused (exit 2) at once,
      // never overwritten, and nothing is sent (src/user-file.ts).
      const output = typeof args.output === "string" ? args.output : undefined;
      const outputFd = output === undefined ? undefined : openUserFile(output, { option: "--output" });
      const timeout = timeoutMs(args.timeout);
      const call = withRestClient(
        entry.scope,
        async (api) => {
          const method = (api as unknown as Record<string, Record<string, CallableMethod>>)[
            resource.resource
          ]?.[action];
          if (!method) throw new Error(`client.${id} is missing`);
          // A list's method answers one page; the command prints every item (or --limit of them).
          if (!isList(entry)) return method(input);
          if (limit === 0) return method.all(input);
          const items: unknown[] = [];
          for await (const item of method.iterate(input)) {
            items.push(item);
            if (items.length >= limit) break;
          }
          return items;
        },
        undefined,
        timeout,
      );
      let result: unknown;
      try {
        result = await call.catch((error: unknown) => {
          // The library names a bad input by its field; the user gave a flag.
          throw withFlagNames(error, flagNamesOf(entry, positional), id);
        });
        if (result instanceof Uint8Array && outputFd !== undefined) writeAll(outputFd, result);
      } catch (error) {
        // A regular file here is one this command created: a failed download leaves nothing behind.
        if (outputFd !== undefined && output !== undefined && fstatSync(outputFd).isFile())
          unlinkSync(output);
        throw error;
      } finally {
        if (outputFd !== undefined) closeSync(outputFd);
      }
      if (result instanceof Uint8Array) {
        if (outputFd === undefined) process.stdout.write(result);
        return;
      }
      if (result === undefined) {
        // An answer without a body (204): say what was done, to whom.
        const path = Object.fromEntries(names.map((name) => [name, input[name]]));
        const done = `${resource.command} ${kebab(action)}`;
        if (args.json !== undefined) printJson({ done, ...path });
        else {
          const whom = names.map((name) => `${name} ${String(input[name])}`).join(", ");
          process.stdout.write(`${done}: done (${whom}).\n`);
        }
        return;
      }
      if (PRESENTERS[id]?.(result, args)) return;
      present(result, {
        json: args.json,
        what: resource.command.replace(/-/g, " "),
        columns: resource.columns,
      });
    },
  };
}

type CallableMethod = ((input: unknown) => Promise<unknown>) & {
  all(input: unknown): Promise<unknown[]>;
  iterate(input: unknown): AsyncIterable<unknown>;
};

/** The `jobai <resource>` command with one subcommand per action of the catalogue. */
export function resourceCommand(name: string): CommandModule<object, Args> {
  const resource = REST_RESOURCES.find((r) => r.command === name);
  if (!resource) throw new Error(`no REST resource command ${name}`);
  const actions =
    (catalogue as unknown as Record<string, Record<string, EndpointSpec>>)[resource.resource] ?? {};
  return {
    // No `<action>` positional: yargs would refuse a bare `jobai builds` with "Not enough non-option
    // arguments" before demandCommand below could name the actions (issue 21).
    command: resource.command,
    describe: resource.describe,
    builder: (yargs: Argv) => {
      let y = yargs;
      if (resource.resource === "builds") y = y.command(buildsListCommand as CommandModule<object, Args>);
      // The library's helpers beside the catalogue's entries (resource-helpers.ts), by the same naming.
      if (resource.resource === "jobs") y = y.command(jobsFailedLogsCommand as CommandModule<object, Args>);
      for (const [action, entry] of Object.entries(actions)) {
        const command = actionCommand(resource, action, entry);
        y = y.command(command);
        // Other names (`retry-failed`): the same command, not listed again. (yargs' own aliases
        // lose the positional argument of a nested command.)
        for (const also of entry.cli?.also ?? []) {
          const [, ...rest] = String(command.command).split(" ");
          y = y.command({ ...command, command: [also, ...rest].join(" "), describe: false });
        }
      }
      return y
        .demandCommand(
          1,
          giveAnAction([
            ...(resource.resource === "builds" ? ["list"] : []),
            ...(resource.resource === "jobs" ? ["failed-logs"] : []),
            ...Object.keys(actions).map(kebab),
          ]),
        )
        .epilogue(
          "Reads SERVICE_API_URL and SERVICE_API_TOKEN. Exit codes: 0 ok, 1 API error, 2 bad input.",
        ) as Argv<Args>;
    },
    handler: () => {},
  };
}

/** Write all of `bytes` to `fd` (writeSync may write less than asked). */
function writeAll(fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
}
