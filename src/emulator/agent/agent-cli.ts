import { redact } from "../../secrets.js";
import { AgentCliError } from "./agent-error.js";
import type { AgentState } from "./agent-state.js";
import { annotate } from "./annotate.js";
import { artifact } from "./artifact-upload.js";
import type { CommandResult } from "./command-result.js";
import { metaData } from "./meta-data.js";

/** One call of the stand-in as it reaches the emulator. */
export interface AgentInvocation {
  argv: string[];
  cwd: string;
  /** Present once the stand-in has read stdin (after the emulator asked for it). */
  stdin?: string | undefined;
}

const USAGE = "usage: service-agent annotate | artifact upload | meta-data set|get|exists|keys";

/**
 * Run one stand-in call against the state and record it (argv, stdin, exit code, error).
 * A call that needs stdin is not recorded until it comes back with it.
 */
export async function runAgentCall(
  state: AgentState,
  call: AgentInvocation,
  now: number,
  secrets: readonly string[],
): Promise<CommandResult> {
  const [command, ...rest] = call.argv;
  let result: CommandResult;
  try {
    switch (command) {
      case "annotate":
        result = await annotate(state, rest, call.stdin, now);
        break;
      case "artifact":
        result = await artifact(state, rest, call.cwd);
        break;
      case "meta-data":
        result = metaData(state, rest, call.stdin);
        break;
      case undefined:
        throw new AgentCliError(USAGE);
      default:
        throw new AgentCliError(`unknown command "${command}" (not emulated): ${USAGE}`);
    }
  } catch (error) {
    if (!(error instanceof AgentCliError)) throw error;
    result = {
      exitCode: error.exitCode,
      stdout: "",
      stderr: `service-agent: ${redact(error.message, secrets)}\n`,
    };
  }
  if ("needStdin" in result) return result;
  state.calls.push({
    at: now,
    argv: call.argv,
    ...(call.stdin === undefined ? {} : { stdin: call.stdin }),
    exitCode: result.exitCode,
    ...(result.exitCode !== 0 && result.stderr ? { error: result.stderr.trim() } : {}),
  });
  return result;
}
