import { AgentCliError } from "./agent-error.js";
import type { AgentState } from "./agent-state.js";
import type { CommandResult } from "./command-result.js";
import { parseFlags } from "./flags.js";

/** The service's limit on a meta-data value (100 KiB). */
export const MAX_VALUE_BYTES = 100 * 1024;

/** Exit status of `meta-data exists` when the key is missing, as the real agent. */
export const MISSING_KEY_EXIT = 100;

const ok = (stdout = "", stderr = ""): CommandResult => ({ exitCode: 0, stdout, stderr });

function needKey(args: string[], sub: string): string {
  const key = args[0];
  if (key === undefined)
    throw new AgentCliError(
      `meta-data ${sub}: give a key, e.g. service-agent meta-data ${sub} release-version`,
    );
  if (key.trim() === "") throw new AgentCliError(`meta-data ${sub}: the key is empty or blank: give a key`);
  return key;
}

/**
 * `meta-data set <key> [value]` (value from stdin when absent; empty values and values over
 * 100 KiB refused), `get <key> [--default v]` (prints the value without a newline; a missing key
 * fails with exit 1 unless --default is given), `exists <key>` (exit 0, or 100 when missing),
 * `keys` (one per line).
 */
export function metaData(state: AgentState, argv: string[], stdin: string | undefined): CommandResult {
  const [sub, ...rest] = argv;
  switch (sub) {
    case "set": {
      const { args } = parseFlags(rest, {}, "meta-data set");
      if (args.length > 2)
        throw new AgentCliError(
          `meta-data set takes a key and a value, got ${args.length} arguments: quote the value`,
        );
      const key = needKey(args, "set");
      let value = args[1];
      if (value === undefined) {
        if (stdin === undefined) return { needStdin: true };
        value = stdin.replace(/\r?\n$/, "");
      }
      if (value.trim() === "")
        throw new AgentCliError(`meta-data set: the value for "${key}" is empty: give a value`);
      const size = Buffer.byteLength(value);
      if (size > MAX_VALUE_BYTES) {
        throw new AgentCliError(
          `meta-data set: the value for "${key}" is ${size} bytes: the limit is ${MAX_VALUE_BYTES} bytes (100 KiB)`,
        );
      }
      state.setMetaData(key, value);
      return ok();
    }
    case "get": {
      const { flags, args } = parseFlags(rest, { default: "string" }, "meta-data get");
      if (args.length > 1)
        throw new AgentCliError(`meta-data get takes one key, got ${args.length} arguments`);
      const key = needKey(args, "get");
      const value = state.metaData.get(key);
      if (value !== undefined) return ok(value);
      if (typeof flags.default === "string") return ok(flags.default);
      throw new AgentCliError(
        `meta-data get: no key "${key}" in this build's meta-data (use --default to give a fallback)`,
      );
    }
    case "exists": {
      const { args } = parseFlags(rest, {}, "meta-data exists");
      if (args.length > 1)
        throw new AgentCliError(`meta-data exists takes one key, got ${args.length} arguments`);
      const key = needKey(args, "exists");
      return state.metaData.has(key) ? ok() : { exitCode: MISSING_KEY_EXIT, stdout: "", stderr: "" };
    }
    case "keys": {
      const { args } = parseFlags(rest, {}, "meta-data keys");
      if (args.length > 0) throw new AgentCliError("meta-data keys takes no arguments");
      const keys = [...state.metaData.keys()];
      return ok(keys.length ? `${keys.join("\n")}\n` : "");
    }
    default:
      throw new AgentCliError(
        sub === undefined
          ? "meta-data: give a subcommand: set, get, exists or keys"
          : `meta-data: unknown subcommand "${sub}": use set, get, exists or keys`,
      );
  }
}
