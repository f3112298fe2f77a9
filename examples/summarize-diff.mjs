#!/usr/bin/env node
// Summarize a git diff for a reviewer, through the job's model-provider proxy.
//
//   node examples/summarize-diff.mjs              # the working tree against HEAD
//   node examples/summarize-diff.mjs main...HEAD  # any `git diff` arguments
//
// Inside a job it needs nothing else: createClient() reads SERVICE_AGENT_ENDPOINT and
// SERVICE_AGENT_ACCESS_TOKEN, sends the job token as x-api-key, and waits for the shared rate
// limiter. On a laptop, start the emulator first (see README.md, Try it on a laptop).
import { execFileSync } from "node:child_process";
import { createClient, UsageError } from "jobai";
import { describeProviderError } from "jobai/provider";

const MAX_DIFF_CHARS = 60_000; // well inside the proxy's 50,000-token budget per minute
const model = process.env.JOBAI_MODEL || process.env.ANTHROPIC_MODEL || "claude-sonnet-4-6";
const args = process.argv.slice(2);

// A reader that stops early (`| head -5`) closes the pipe: that is the reader's choice, not a
// failure of the summary, so the example ends quietly instead of printing a stack trace.
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(0);
  console.error(`summarize-diff: cannot write the summary: ${error.message}`);
  process.exit(1);
});

let diff;
try {
  diff = execFileSync("git", ["diff", ...(args.length > 0 ? args : ["HEAD"])], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "pipe"],
  });
} catch (error) {
  // A revision that does not exist (HEAD~1 in a shallow clone, a branch not fetched): git's own
  // message in one line and the fix, not a stack trace.
  const said = String(error.stderr ?? error.message)
    .trim()
    .split("\n")[0];
  console.error(`summarize-diff: git diff ${args.join(" ") || "HEAD"} failed: ${said}`);
  console.error(
    "summarize-diff: give revisions this clone has (a shallow clone may need `git fetch --deepen=1`)",
  );
  process.exit(2);
}
if (diff.trim() === "") {
  console.error("summarize-diff: no changes to summarize");
  process.exit(0);
}
const shown = diff.length > MAX_DIFF_CHARS ? `${diff.slice(0, MAX_DIFF_CHARS)}\n[diff cut here]` : diff;

let client;
try {
  // Outside a job with no emulator, this is where a missing variable is named (a UsageError).
  client = createClient();
  const stream = client.messages.stream({
    model,
    max_tokens: 1024,
    system: "You summarize code changes for a reviewer: what changed, why it matters, what to check.",
    messages: [{ role: "user", content: `Summarize this diff in a few bullet points.\n\n${shown}` }],
  });
  stream.on("text", (text) => process.stdout.write(text));
  const message = await stream.finalMessage();
  process.stdout.write("\n");
  console.error(`(${message.usage.input_tokens} input tokens, ${message.usage.output_tokens} output tokens)`);
} catch (error) {
  // One clear line, as the CLI prints it, never a stack trace or the token: bad input (exit 2)
  // names what to fix; a failed call (exit 1) names the status and the provider's error type.
  if (error instanceof UsageError) {
    console.error(`summarize-diff: ${error.message}`);
    process.exitCode = 2;
  } else {
    console.error(`summarize-diff: ${describeProviderError(error).message}`);
    process.exitCode = 1;
  }
} finally {
  await client?.close();
}
