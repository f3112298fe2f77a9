import type { CommandModule } from "yargs";
import { UsageError } from "../../errors.js";
import { describeProviderError } from "../../provider/api-error.js";
import { createClient } from "../../provider/client.js";
import { DEFAULT_MODEL, resolveModel } from "../../provider/model.js";
import { printJson } from "../output.js";
import { readPrompt } from "../prompt-input.js";

interface CountTokensArgs {
  prompt: string | undefined;
  file: string | undefined;
  system: string | undefined;
  model: string | undefined;
  json: boolean;
}

const command: CommandModule<object, CountTokensArgs> = {
  command: "count-tokens [prompt]",
  describe: "Count a prompt's input tokens as the model would (same inputs as ask)",
  builder: (yargs) =>
    yargs
      .positional("prompt", { type: "string", describe: "The prompt; '-' or none reads it from stdin" })
      .option("file", { type: "string", describe: "Read the prompt from this file ('-' for stdin)" })
      .option("system", { type: "string", describe: "System prompt, counted too" })
      .option("model", {
        type: "string",
        describe: `Model (default: plugin option model, JOBAI_MODEL, ANTHROPIC_MODEL, else ${DEFAULT_MODEL})`,
      })
      .option("json", {
        type: "boolean",
        default: false,
        describe: 'Print {"model", "input_tokens"} as JSON',
      })
      .example("jobai count-tokens --file prompt.md", "How many input tokens a file costs")
      .example("git diff | jobai count-tokens --json", "As JSON, from stdin")
      .epilogue(
        "Asks the provider's count endpoint through the proxy; nothing is generated. The proxy's\n" +
          "token budget counts input + cache creation tokens (JOBAI_LIMIT_INPUT_TOKENS).\n" +
          "Exit codes: 0 counted, 1 the proxy or the provider failed, 2 bad input.",
      ) as never,
  handler: async (args) => {
    const prompt = await readPrompt({ argument: args.prompt, file: args.file });
    const model = resolveModel(args.model);
    if (args.system !== undefined && args.system.trim() === "") {
      throw new UsageError("--system is empty: give the system prompt's text, or leave the option out");
    }
    const client = createClient();
    let inputTokens: number;
    try {
      const count = await client.messages.countTokens({
        model,
        ...(args.system === undefined ? {} : { system: args.system }),
        messages: [{ role: "user", content: prompt }],
      });
      inputTokens = count.input_tokens;
    } catch (error) {
      throw describeProviderError(error, client.baseURL);
    } finally {
      await client.close();
    }
    if (args.json) printJson({ model, input_tokens: inputTokens });
    else process.stdout.write(`${inputTokens}\n`);
  },
};

export default command;
