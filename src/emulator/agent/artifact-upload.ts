import { copyFile, mkdir, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { AgentCliError } from "./agent-error.js";
import type { AgentState } from "./agent-state.js";
import type { CommandResult } from "./command-result.js";
import { parseFlags } from "./flags.js";
import { globFiles } from "./glob.js";

/**
 * `artifact upload <pattern> [destination]`: `;`-separated globs relative to the working directory.
 * Each matching file is copied into the emulator's state directory (`artifacts/<path>`) and recorded
 * with its destination. As the real agent: no match at all is reported on stderr and is not an error.
 * Other `artifact` subcommands (download, search, shasum) are not emulated: exit 1 saying so.
 */
export async function artifact(state: AgentState, argv: string[], cwd: string): Promise<CommandResult> {
  const [sub, ...rest] = argv;
  if (sub !== "upload") {
    throw new AgentCliError(
      sub === undefined
        ? "artifact: give a subcommand, e.g. service-agent artifact upload 'logs/*.log'"
        : `artifact ${sub}: not emulated (the emulator plays artifact upload only)`,
    );
  }
  const { args } = parseFlags(
    rest,
    { "content-type": "string", "follow-symlinks": "boolean" },
    "artifact upload",
  );
  if (args.length === 0)
    throw new AgentCliError(
      "artifact upload: give a pattern, e.g. service-agent artifact upload 'logs/*.log'",
    );
  if (args.length > 2) {
    throw new AgentCliError(
      `artifact upload takes a pattern and a destination, got ${args.length} arguments: join patterns with ';'`,
    );
  }
  const [patternList = "", destination] = args;
  const patterns = patternList
    .split(";")
    .map((pattern) => pattern.trim())
    .filter(Boolean);
  if (patterns.length === 0)
    throw new AgentCliError("artifact upload: the pattern is empty: give a glob such as 'logs/*.log'");

  const lines: string[] = [];
  let uploaded = 0;
  for (const pattern of patterns) {
    const files = await globFiles(pattern, cwd);
    if (files.length) lines.push(`Found ${files.length} files that match "${pattern}"`);
    for (const file of files) {
      const path = file.match.replace(/^\/+/, "");
      const target = join(state.stateDir, "artifacts", path);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(file.absolute, target);
      const { size } = await stat(target);
      state.artifacts.push(destination === undefined ? { path, size } : { path, destination, size });
      lines.push(`Uploading artifact ${path} (${size} bytes)`);
      uploaded += 1;
    }
  }
  if (uploaded === 0) lines.push(`No files matched paths: ${patternList}`);
  return { exitCode: 0, stdout: "", stderr: `${lines.join("\n")}\n` };
}
