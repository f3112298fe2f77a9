import { readFileSync } from "node:fs";
import { shownValue } from "../../config/issues.js";
import { UsageError } from "../../errors.js";
import { catalogue } from "../../rest/catalogue/index.js";
import { DEFAULT_REST_TIMEOUT_MS } from "../../rest/client.js";
import type { EndpointSpec } from "../../rest/endpoint.js";
import { isRestError } from "../../rest/errors.js";
import type { PageHints } from "../../rest/paginate.js";
import { defineCommand } from "../define-command.js";
import { checkJsonFields } from "../json-fields.js";
import { timeoutFlag, timeoutMs } from "../options/timeout.js";
import { withRestClient } from "../rest-client.js";
import { jsonFields, present } from "../rest-output.js";

/**
 * `jobai api [METHOD] PATH`: any endpoint, as `gh api` reaches any of GitHub's, with the typed
 * commands' auth, shared budget, retries and errors. `-f key=value` sends text, `-F key=value`
 * a typed value (true, false, null, a number, JSON, or `@file` for a file's text); they go in the
 * query of a GET and the JSON body of anything else. `--paginate` follows `Link: rel="next"`.
 */

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/**
 * `--paginate`'s page cap: 100,000 items at 100 a page. Lower than the library's 10,000 pages: a
 * server whose `next` never ends (each link new) is stopped after this many requests, not 10,000.
 */
export const API_PAGE_CAP = 1_000;

/** A stopped listing's remedies in this command's flags. */
const CLI_HINTS: PageHints = {
  pageCap: "--page-cap",
  narrow: "-f filters (e.g. -f created_from=2026-01-01T00:00:00Z, -f branch=main, -f state=failed)",
  byPage: "-f page=N -f per_page=100 without --paginate",
};

function pair(flag: string, text: string): [string, string] {
  const eq = text.indexOf("=");
  if (eq <= 0) throw new UsageError(`${flag} '${text}' is not key=value: write it as ${flag} name=value.`);
  return [text.slice(0, eq), text.slice(eq + 1)];
}

function typed(value: string): unknown {
  if (value.startsWith("@")) {
    try {
      return readFileSync(value.slice(1), "utf8");
    } catch (error) {
      throw new UsageError(`-F ${value}: the file cannot be read: ${(error as Error).message}`);
    }
  }
  if (
    value === "true" ||
    value === "false" ||
    value === "null" ||
    /^-?\d+(\.\d+)?$/.test(value) ||
    /^[[{]/.test(value)
  ) {
    try {
      return JSON.parse(value);
    } catch {
      throw new UsageError(`-F ${shownValue(value)}: not valid JSON; give it with -f to send it as text.`);
    }
  }
  return value;
}

/** The catalogue's entry for a method and path, to name its scope when no token is set. */
function entryFor(method: string, path: string): EndpointSpec | undefined {
  for (const actions of Object.values(catalogue)) {
    for (const entry of Object.values(actions) as EndpointSpec[]) {
      const pattern = new RegExp(`^${entry.path.replace(/\{[^}]+\}/g, "[^/]+")}$`);
      if (entry.method === method && pattern.test(path)) return entry;
    }
  }
  return undefined;
}

export default defineCommand({
  command: "api <first> [second]",
  describe: "Call any REST endpoint: jobai api [METHOD] PATH [-f key=value] [-F key=typed] [--paginate]",
  builder: (yargs) =>
    yargs
      .positional("first", {
        type: "string",
        describe: "The method (default GET, POST with fields), or the path",
      })
      .positional("second", { type: "string", describe: "The path when a method is given" })
      .option("field", { alias: "f", type: "string", array: true, describe: "key=value, sent as text" })
      .option("raw-field", {
        alias: "F",
        type: "string",
        array: true,
        describe: "key=value, typed: true, 3, null, JSON, @file",
      })
      .option("paginate", {
        type: "boolean",
        default: false,
        describe: "Follow every page of a list; prints one array",
      })
      .option("page-cap", {
        type: "number",
        default: API_PAGE_CAP,
        describe: "With --paginate: stop with an error after this many pages (what came is printed)",
      })
      .option("json", {
        type: "string",
        describe: "Keep only these fields of the answer: --json number,state",
      })
      .option("timeout", timeoutFlag("api", DEFAULT_REST_TIMEOUT_MS))
      .example("jobai api /v2/organizations/acme/teams", "A GET of any path")
      .example(
        "jobai api organizations/acme/pipelines/app/builds -f state=failed --paginate",
        "Every failed build",
      )
      .example(
        "jobai api POST organizations/acme/clusters/CLUSTER/queues/QUEUE/pause_dispatch -f note='incident 42'",
        "A write: the fields go in the JSON body",
      )
      .example(
        "jobai api PATCH organizations/acme/teams/TEAM -F members_can_create_pipelines=true",
        "A typed field",
      )
      .epilogue(
        "PATH is /v2/... or the part after /v2/. Reads SERVICE_API_URL and SERVICE_API_TOKEN (or SERVICE_API_TOKEN_ID " +
          "and SERVICE_API_PRIVATE_KEY_FILE for a public-key token). Exit codes: 0 ok, 1 API error, 2 bad input.",
      ),
  handler: async (args) => {
    const firstIsMethod = METHODS.includes(String(args.first).toUpperCase()) && args.second !== undefined;
    const rawPath = String(firstIsMethod ? args.second : args.first);
    if (!firstIsMethod && args.second !== undefined) {
      throw new UsageError(
        `'${args.first}' is not a method: give GET, POST, PUT, PATCH or DELETE before the path.`,
      );
    }
    const path = rawPath.startsWith("/") ? rawPath : `/v2/${rawPath.replace(/^v2\//, "")}`;
    const fields: Record<string, unknown> = {};
    for (const text of args.field ?? []) {
      const [key, value] = pair("-f", text);
      fields[key] = value;
    }
    for (const text of args["raw-field"] ?? []) {
      const [key, value] = pair("-F", text);
      fields[key] = typed(value);
    }
    const given = Object.keys(fields).length > 0;
    // As gh: fields make a POST unless a method is given, or the pages of a list are wanted.
    const method = firstIsMethod
      ? String(args.first).toUpperCase()
      : given && !args.paginate
        ? "POST"
        : "GET";
    const pageCap = args["page-cap"];
    if (!Number.isInteger(pageCap) || pageCap < 1)
      throw new UsageError(`--page-cap must be a whole number of pages, at least 1; got ${pageCap}.`);
    if (args.paginate && method !== "GET")
      throw new UsageError("--paginate follows the pages of a GET: drop it or the method.");
    const query = method === "GET" ? (fields as Record<string, string>) : undefined;
    const body = method === "GET" || !given ? undefined : fields;
    const entry = entryFor(method, path.split("?")[0] ?? path);
    // A known endpoint's answer has named fields: --json refuses others before anything is sent.
    checkJsonFields(jsonFields(args.json), entry?.response);
    const timeout = timeoutMs(args.timeout);
    const result = await withRestClient(
      entry?.scope,
      async (api) => {
        if (!args.paginate) return (await api.request(method, path, { query, body })).data;
        const items: unknown[] = [];
        try {
          for await (const page of api.paginate<unknown>(path, { query, pageCap, hints: CLI_HINTS })) {
            if (!Array.isArray(page.data))
              throw new UsageError(`--paginate: ${path} does not answer a list.`);
            items.push(...page.data);
          }
        } catch (error) {
          // A listing cut short (the page cap, a looping Link, the API refusing to go deeper, a
          // failure mid-way): what came is printed, as `builds list` does, then the error (exit 1).
          if (items.length === 0 || !isRestError(error)) throw error;
          present(items, { json: args.json ?? "", what: "items", columns: [] });
          throw error;
        }
        return items;
      },
      undefined,
      timeout,
    );
    if (result === undefined) return;
    present(result, { json: args.json ?? "", what: "items", columns: [] });
  },
});
