import { createJobContext } from "../../config/job-context.js";
import { UsageError } from "../../errors.js";
import { DEFAULT_PROXY_TIMEOUT_MS } from "../../provider/answer-deadline.js";
import { describeProviderError, isAbort } from "../../provider/api-error.js";
import { modelOf } from "../../provider/model.js";
import { formatUsage } from "../../provider/usage-text.js";
import { defineCommand } from "../define-command.js";
import { jsonOption } from "../options/json.js";
import { promptOptions } from "../options/prompt.js";
import { timeoutFlag, timeoutMs } from "../options/timeout.js";
import { printJson } from "../output.js";
import { counted } from "../plural.js";
import { readPrompt } from "../prompt-input.js";
import { withProviderClient } from "../provider-client.js";
import { visibleStream } from "../visible.js";

export const DEFAULT_MAX_TOKENS = 1024;

/** Exit code after Ctrl-C, as a shell reports a process ended by SIGINT (128 + 2). */
const EXIT_INTERRUPTED = 130;

/** A whole number of at least 1, or a UsageError naming the option. */
export function checkMaxTokens(value: unknown): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    throw new UsageError("--max-tokens must be a whole number of 1 or more, e.g. --max-tokens 1024");
  }
  return value;
}

/**
 * The message as the API returned it. The SDK's stream adds `parsed_output` (null unless a structured
 * output format was asked for, which `ask` never does): not part of the API's message, so not printed.
 */
export function plainMessage<M extends object>(message: M): Omit<M, "parsed_output"> {
  const { parsed_output: _parsed, ...plain } = message as M & { parsed_output?: unknown };
  return plain;
}

export default defineCommand({
  command: "ask [prompt]",
  describe: "Ask the model a question through the proxy and stream the answer",
  builder: (yargs) =>
    jsonOption(
      promptOptions(yargs, {
        prompt: "The question; '-' or none reads it from stdin",
        system: "System prompt",
      }).option("max-tokens", {
        type: "number",
        default: DEFAULT_MAX_TOKENS,
        describe: "Longest answer, in tokens",
      }),
      "Print the final message object as JSON instead of streaming the text",
    )
      .option("timeout", timeoutFlag("proxy", DEFAULT_PROXY_TIMEOUT_MS))
      .option("usage", { type: "boolean", default: false, describe: "Print token usage to stderr" })
      .example("jobai ask 'Why might a Jest test time out only in CI?'", "Ask from the argument")
      .example("git diff | jobai ask --system 'Review this diff briefly'", "Ask about stdin")
      .example("jobai ask --file prompt.md --json | jq -r '.content[0].text'", "A file, as JSON")
      .epilogue(
        "Reaches the proxy with the job token (SERVICE_AGENT_ENDPOINT, SERVICE_AGENT_ACCESS_TOKEN) and\n" +
          "waits for the shared rate limiter before sending: its budget (JOBAI_LIMIT_*) is shared through\n" +
          "Redis by every host of the organization when JOBAI_REDIS_URL is set, else through a file store\n" +
          "by this host's jobs ('jobai limits --help' for the stores). A wait or retry over 2 s says so on\n" +
          "stderr, as does a store that fails: the host's file store takes over, first admitting nothing\n" +
          "for a window and its allowances (76 s at the default limits). The answer streams to stdout;\n" +
          "diagnostics go to stderr. Ctrl-C stops it.\n" +
          "Exit codes: 0 answered, 1 the proxy or the provider failed (the message names the status and\n" +
          "the error type), 2 bad input, 130 interrupted, 141 stdout closed.",
      ),
  handler: async (args) => {
    const prompt = await readPrompt({ argument: args.prompt, file: args.file });
    const job = createJobContext({ settings: { model: args.model } });
    const model = modelOf(job);
    const maxTokens = checkMaxTokens(args["max-tokens"]);
    const timeout = timeoutMs(args.timeout);
    if (args.system !== undefined && args.system.trim() === "") {
      throw new UsageError("--system is empty: give the system prompt's text, or leave the option out");
    }

    // The limiter and the SDK's retries say so on stderr when they wait more than 2 s.
    await withProviderClient(
      job,
      async (client) => {
        const controller = new AbortController();
        let interrupted = false;
        const onInterrupt = () => {
          interrupted = true;
          controller.abort();
        };
        process.once("SIGINT", onInterrupt);
        // A closed stdout (`jobai ask ... | head -1`) ends the process quietly (src/cli/bin.ts).
        let endsWithNewline = true;
        // The model's text on a terminal: lines, tabs and colours, no other control (visible.ts).
        const terminal = process.stdout.isTTY ? visibleStream() : undefined;
        const flush = () => {
          const rest = terminal?.end();
          if (rest) process.stdout.write(rest);
        };
        try {
          const stream = client.messages.stream(
            {
              model,
              max_tokens: maxTokens,
              ...(args.system === undefined ? {} : { system: args.system }),
              messages: [{ role: "user", content: prompt }],
            },
            { signal: controller.signal },
          );
          if (!args.json) {
            stream.on("text", (text) => {
              if (text === "") return;
              process.stdout.write(terminal ? terminal.write(text) : text);
              endsWithNewline = text.endsWith("\n");
            });
          }
          const message = await stream.finalMessage();
          flush();
          if (args.json) printJson(plainMessage(message));
          else if (!endsWithNewline) process.stdout.write("\n");
          if (args.usage) process.stderr.write(`jobai: ${formatUsage(message.usage)}\n`);
          if (message.stop_reason === "max_tokens") {
            process.stderr.write(
              `jobai: the answer was cut at ${counted(maxTokens, "token")}: raise --max-tokens for more\n`,
            );
          }
        } catch (error) {
          flush();
          if (interrupted || isAbort(error)) {
            process.stdout.write("\n");
            process.exitCode = EXIT_INTERRUPTED;
            return;
          }
          if (!endsWithNewline) process.stdout.write("\n");
          throw describeProviderError(error, client.baseURL);
        } finally {
          process.off("SIGINT", onInterrupt);
        }
      },
      timeout,
      "ask",
    );
  },
});
