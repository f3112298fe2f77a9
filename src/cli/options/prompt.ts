import type { Argv } from "yargs";
import { DEFAULT_MODEL } from "../../provider/model.js";

/** `--model`, with the order in which the model is chosen (src/provider/model.ts). */
export function modelOption<T>(yargs: Argv<T>) {
  return yargs.option("model", {
    type: "string",
    describe: `Model (default: plugin option model, JOBAI_MODEL, ANTHROPIC_MODEL, else ${DEFAULT_MODEL})`,
  });
}

/** What `ask` and `count-tokens` send: the prompt (argument, --file or stdin), --system and --model. */
export function promptOptions<T>(yargs: Argv<T>, describe: { prompt: string; system: string }) {
  return modelOption(
    yargs
      .positional("prompt", { type: "string", describe: describe.prompt })
      .option("file", { type: "string", describe: "Read the prompt from this file ('-' for stdin)" })
      .option("system", { type: "string", describe: describe.system }),
  );
}
