#!/usr/bin/env node
/**
 * Claude Code for the trials that run the real CLI (test/relay/claude-code.test.ts and the others
 * that import test/helpers/claude-code.ts, bench/agent-sessions.bench.js). It is 235 MB, so it is
 * not a devDependency: `npm ci` stays light, and `npm run test:trials` (which CI runs) installs it
 * on demand into node_modules/.cache/jobai-claude-code, at the version the measurements were made
 * with. A contributor who wants it for `npx vitest run test/relay/claude-code.test.ts` runs
 * `node scripts/claude-code.js install` once.
 *
 *   node scripts/claude-code.js install   install it when missing; print the path of `claude`
 *   node scripts/claude-code.js path      print the path of `claude`, or exit 1 when it is missing
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";

/** The version the Claude Code trials and the agent-sessions figures were measured with. */
export const CLAUDE_CODE_VERSION = "2.1.197";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const claudeCodeDir = join(root, "node_modules", ".cache", "jobai-claude-code");

/**
 * Where `claude` may be: installed on demand here, or by hand into the project. The working
 * directory's too: bundled into a benchmark's build folder, this file no longer sits in scripts/.
 */
export const claudeCodeCandidates = [...new Set([root, process.cwd()])].flatMap((dir) => [
  join(dir, "node_modules", ".cache", "jobai-claude-code", "node_modules", ".bin", "claude"),
  join(dir, "node_modules", ".bin", "claude"),
]);

export function findClaudeCode() {
  return claudeCodeCandidates.find((path) => existsSync(path));
}

export async function installClaudeCode() {
  const found = findClaudeCode();
  if (found !== undefined) return found;
  process.stderr.write(
    `installing @anthropic-ai/claude-code@${CLAUDE_CODE_VERSION} for the trials (about 235 MB)\n`,
  );
  await execa(
    "npm",
    [
      "install",
      "--prefix",
      claudeCodeDir,
      "--no-save",
      "--no-audit",
      "--no-fund",
      "--no-package-lock",
      `@anthropic-ai/claude-code@${CLAUDE_CODE_VERSION}`,
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  const installed = findClaudeCode();
  if (installed === undefined)
    throw new Error(`npm installed Claude Code but no 'claude' is under ${claudeCodeDir}`);
  return installed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const verb = process.argv[2];
  if (verb === "install") {
    process.stdout.write(`${await installClaudeCode()}\n`);
  } else if (verb === "path") {
    const found = findClaudeCode();
    if (found === undefined) {
      process.stderr.write("Claude Code is not installed: run `node scripts/claude-code.js install`\n");
      process.exit(1);
    }
    process.stdout.write(`${found}\n`);
  } else {
    process.stderr.write("usage: node scripts/claude-code.js install|path\n");
    process.exit(2);
  }
}
