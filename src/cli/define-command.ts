import type { ArgumentsCamelCase, Argv, CommandModule } from "yargs";

/** A command module as written in `commands/`: the handler's arguments are what the builder declares. */
export interface CommandSpec<A> {
  command: string;
  describe: string;
  builder: (yargs: Argv) => Argv<A>;
  handler: (args: ArgumentsCamelCase<A>) => void | Promise<void>;
}

/**
 * A yargs command whose handler's argument type is inferred from its builder, so tsc checks every
 * option a handler reads against the options the builder declares (no hand-written argument
 * interface to drift from them, no cast).
 */
export function defineCommand<A>(spec: CommandSpec<A>): CommandModule<object, A> {
  return spec;
}
