import type { CommandModule } from "yargs";

/**
 * Every command, by name, with a one-line description and a loader. Only the command being run is
 * loaded, so `jobai env` (run on every job) pays for nothing else. Add a command: one line here and
 * one module in `commands/` whose default export is a yargs CommandModule.
 */
export interface CommandEntry {
  name: string;
  describe: string;
  // biome-ignore lint/suspicious/noExplicitAny: each command has its own argument type.
  load: () => Promise<{ default: CommandModule<any, any> }>;
}

export const commandIndex: CommandEntry[] = [
  {
    name: "env",
    describe: "Print the variables that point the SDK and tools like Claude Code at the proxy",
    load: () => import("./commands/env.js"),
  },
];
