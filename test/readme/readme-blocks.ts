/**
 * The shell blocks of the README and of the guides under docs/, as a reader meets them. Each ```bash block may be preceded by one
 * HTML comment that says how the README test runs it (the reader never sees it rendered):
 *
 *   <!-- readme-test: job | setup: printf 'x\n' > prompt.md | may-fail: make test -->
 *
 * - `job`: run inside a fake job, the way a step with the plugin sees it: the harness's emulator's
 *   export lines are sourced first (SERVICE_*, PATH with `jobai` and `service-agent`).
 * - `setup: BASH`: a line run before the block (a file the block reads, a tool it needs).
 * - `may-fail: TEXT`: a command containing TEXT may exit non-zero (the README says it fails).
 * - `skip: WHY`: not run; WHY names where it is tested instead. A block without a reason is run.
 */
export interface ReadmeBlock {
  /** The page it is on, relative to the repository's root (README.md, docs/limits.md). */
  file: string;
  /** The line of the block's opening fence, 1-based, for the test's name. */
  line: number;
  /** The section heading above it. */
  section: string;
  code: string;
  job: boolean;
  setup: string[];
  mayFail: string[];
  skip: string | undefined;
}

const DIRECTIVE = /^<!--\s*readme-test:(.*?)-->\s*$/;

export function readmeBlocks(markdown: string, file = "README.md"): ReadmeBlock[] {
  const lines = markdown.split("\n");
  const blocks: ReadmeBlock[] = [];
  let section = "";
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    if (/^#{1,4} /.test(line)) section = line.replace(/^#+ /, "");
    const fence = /^(`{3,})(\w*)\s*$/.exec(line);
    if (!fence) continue;
    const end = lines.findIndex((candidate, at) => at > index && candidate === fence[1]);
    if (end < 0) throw new Error(`${file} line ${index + 1}: a code block that never closes`);
    if (fence[2] === "bash" || fence[2] === "sh") {
      blocks.push({
        file,
        line: index + 1,
        section,
        code: lines.slice(index + 1, end).join("\n"),
        ...directives(previousNonBlank(lines, index)),
      });
    }
    index = end;
  }
  return blocks;
}

function previousNonBlank(lines: string[], index: number): string {
  for (let at = index - 1; at >= 0; at--) if ((lines[at] ?? "").trim() !== "") return lines[at] ?? "";
  return "";
}

function directives(comment: string): Pick<ReadmeBlock, "job" | "setup" | "mayFail" | "skip"> {
  const parsed = {
    job: false,
    setup: [] as string[],
    mayFail: [] as string[],
    skip: undefined as string | undefined,
  };
  const match = DIRECTIVE.exec(comment.trim());
  if (!match) return parsed;
  for (const part of (match[1] ?? "").split(" | ").map((text) => text.trim())) {
    if (part === "job") parsed.job = true;
    else if (part.startsWith("setup:")) parsed.setup.push(part.slice("setup:".length).trim());
    else if (part.startsWith("may-fail:")) parsed.mayFail.push(part.slice("may-fail:".length).trim());
    else if (part.startsWith("skip:")) parsed.skip = part.slice("skip:".length).trim();
    else if (part !== "")
      throw new Error(`readme-test directive "${part}" is unknown: use job, setup:, may-fail: or skip:`);
  }
  return parsed;
}
