import { AgentCliError } from "./agent-error.js";

export type FlagSpec = Record<string, "string" | "boolean">;

/** Flags every command accepts, as the real agent's global flags, and ignores. */
const GLOBAL_FLAGS: FlagSpec = {
  debug: "boolean",
  "no-color": "boolean",
  "log-level": "string",
  job: "string",
  "agent-access-token": "string",
  endpoint: "string",
};

/**
 * Parse `--name value`, `--name=value` and boolean `--name` flags anywhere in argv (the agent CLI
 * takes them before or after the arguments); `--` ends the flags. An unknown flag, or a string
 * flag without a value, is refused the way the agent refuses it (exit 1, a message naming it).
 */
export function parseFlags(
  argv: readonly string[],
  spec: FlagSpec,
  command: string,
): { flags: Record<string, string | boolean>; args: string[] } {
  const all = { ...GLOBAL_FLAGS, ...spec };
  const flags: Record<string, string | boolean> = {};
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--") {
      args.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith("--") || arg === "-") {
      args.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    const kind = all[name];
    if (!kind) {
      throw new AgentCliError(
        `flag provided but not defined: -${name}\nRun 'service-agent ${command} --help' for usage.`,
      );
    }
    if (kind === "boolean") {
      const text = eq < 0 ? "true" : arg.slice(eq + 1);
      if (text !== "true" && text !== "false")
        throw new AgentCliError(`invalid boolean value "${text}" for -${name}`);
      flags[name] = text === "true";
      continue;
    }
    let value: string | undefined;
    if (eq >= 0) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      i += 1;
    }
    if (value === undefined) throw new AgentCliError(`flag needs an argument: -${name}`);
    flags[name] = value;
  }
  return { flags, args };
}
