import { copyFile, mkdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { uuidFrom } from "../rest/ids.js";
import { AgentCliError } from "./agent-error.js";
import type { AgentState } from "./agent-state.js";
import type { CommandResult } from "./command-result.js";
import { parseFlags } from "./flags.js";
import { globFiles } from "./glob.js";

const MIME_TYPES: Record<string, string> = {
  ".txt": "text/plain",
  ".log": "text/plain",
  ".md": "text/markdown",
  ".json": "application/json",
  ".xml": "application/xml",
  ".html": "text/html",
  ".png": "image/png",
};

function mimeTypeOf(path: string): string {
  const dot = path.lastIndexOf(".");
  return (dot === -1 ? undefined : MIME_TYPES[path.slice(dot).toLowerCase()]) ?? "application/octet-stream";
}

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
      const content = await readFile(target);
      const size = content.length;
      // On the job in the REST store, so the REST API lists it and its download serves these bytes.
      const { job } = state.records();
      job.artifacts.push({
        id: uuidFrom(),
        job_id: job.id,
        path,
        content,
        mime_type: mimeTypeOf(path),
        ...(destination === undefined ? {} : { destination }),
      });
      lines.push(`Uploading artifact ${path} (${size} bytes)`);
      uploaded += 1;
    }
  }
  if (uploaded === 0) lines.push(`No files matched paths: ${patternList}`);
  return { exitCode: 0, stdout: "", stderr: `${lines.join("\n")}\n` };
}
