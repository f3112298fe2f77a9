import { createJobContext } from "../../config/job-context.js";
import { UsageError } from "../../errors.js";
import { DEFAULT_PROXY_TIMEOUT_MS } from "../../provider/answer-deadline.js";
import { describeProviderError } from "../../provider/api-error.js";
import { modelOf } from "../../provider/model.js";
import { defineCommand } from "../define-command.js";
import { jsonOption } from "../options/json.js";
import { promptOptions } from "../options/prompt.js";
import { timeoutFlag, timeoutMs } from "../options/timeout.js";
import { printJson } from "../output.js";
import { readPrompt } from "../prompt-input.js";
import { withProviderClient } from "../provider-client.js";

export default defineCommand({
  command: "count-tokens [prompt]",
  describe: "Count a prompt's input tokens as the model would (same inputs as ask)",
  builder: (yargs) =>
    jsonOption(
      promptOptions(yargs, {
        prompt: "The prompt; '-' or none reads it from stdin",
        system: "System prompt, counted too",
      }),
      'Print {"model", "input_tokens"} as JSON',
    )
      .option("timeout", timeoutFlag("proxy", DEFAULT_PROXY_TIMEOUT_MS))
      .example("jobai count-tokens --file prompt.md", "How many input tokens a file costs")
      .example("git diff | jobai count-tokens --json", "As JSON, from stdin")
      .epilogue(
        "Asks the provider's count endpoint through the proxy; nothing is generated. The proxy's\n" +
          "token budget counts input + cache creation tokens (JOBAI_LIMIT_INPUT_TOKENS).\n" +
          "Exit codes: 0 counted, 1 the proxy or the provider failed, 2 bad input.",
      ),
  handler: async (args) => {
    const prompt = await readPrompt({ argument: args.prompt, file: args.file, command: "count-tokens" });
    const job = createJobContext({ settings: { model: args.model } });
    const model = modelOf(job);
    const timeout = timeoutMs(args.timeout);
    if (args.system !== undefined && args.system.trim() === "") {
      throw new UsageError("--system is empty: give the system prompt's text, or leave the option out");
    }
    const inputTokens = await withProviderClient(
      job,
      async (client) => {
        try {
          const count = await client.messages.countTokens({
            model,
            ...(args.system === undefined ? {} : { system: args.system }),
            messages: [{ role: "user", content: prompt }],
          });
          return count.input_tokens;
        } catch (error) {
          throw describeProviderError(error, client.baseURL);
        }
      },
      timeout,
      "count-tokens",
    );
    if (args.json) printJson({ model, input_tokens: inputTokens });
    else process.stdout.write(`${inputTokens}\n`);
  },
});
