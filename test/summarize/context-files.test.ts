import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { resolveSummarySettings } from "../../src/summarize/summary-settings.js";

const work = mkdtempSync(join(tmpdir(), "jobai-context-"));
const checkout = join(work, "checkout");
const outside = join(work, "outside");
mkdirSync(join(checkout, "docs"), { recursive: true });
mkdirSync(outside);
writeFileSync(join(checkout, "AGENT.md"), "Run npm test.\n");
writeFileSync(join(checkout, "docs", "guide.md"), "Use the db service.\n");
writeFileSync(join(outside, "secret.txt"), "not for the model\n");
symlinkSync(join(outside, "secret.txt"), join(checkout, "innocent.md"));
symlinkSync("/etc/passwd", join(checkout, "passwd.md"));
symlinkSync(join(checkout, "docs", "guide.md"), join(checkout, "guide-link.md"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const env = { SERVICE_BUILD_CHECKOUT_PATH: checkout };
const settings = (contextFiles: string[], more: { contextAllow?: string[]; promptFile?: string } = {}) =>
  resolveSummarySettings({ contextFiles, ...more }, {}, env);

function refusal(run: () => unknown): UsageError {
  try {
    run();
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error("expected a UsageError");
}

describe("context-files and prompt-file stay inside the checkout", () => {
  it("reads files of the checkout, relative to it, and links that stay inside", () => {
    const got = settings(["AGENT.md", "docs/guide.md", "guide-link.md", join(checkout, "AGENT.md")]);
    expect(got.contextFiles.map((file) => file.text)).toEqual([
      "Run npm test.\n",
      "Use the db service.\n",
      "Use the db service.\n",
      "Run npm test.\n",
    ]);
  });

  it.each([
    ["a path that climbs out", "../outside/secret.txt"],
    ["an absolute path elsewhere", "/etc/passwd"],
    ["a symlink out of the checkout", "innocent.md"],
    ["a symlink to /etc/passwd", "passwd.md"],
  ])("refuses %s, naming the option and the fix", (_, name) => {
    const error = refusal(() => settings([name]));
    expect(error.message).toContain(`context-files ${name} is outside the checkout`);
    expect(error.message).toContain("context-allow");
    expect(error.message).not.toContain("not for the model");
  });

  it("refuses a prompt-file outside the checkout too", () => {
    const error = refusal(() => settings([], { promptFile: join(outside, "secret.txt") }));
    expect(error.message).toContain("prompt-file");
    expect(error.message).toContain("context-allow");
  });

  it("reads outside the checkout from a directory the pipeline allows", () => {
    const got = settings(["innocent.md", join(outside, "secret.txt")], { contextAllow: [outside] });
    expect(got.contextFiles.map((file) => file.text)).toEqual(["not for the model\n", "not for the model\n"]);
  });

  it("takes the allow-list from the plugin option context-allow", () => {
    const got = resolveSummarySettings({}, { "context-files": "innocent.md", "context-allow": outside }, env);
    expect(got.contextFiles).toHaveLength(1);
  });

  it("a missing file is a warning, not an error", () => {
    const got = settings(["CLAUDE.md"]);
    expect(got.contextFiles).toEqual([]);
    expect(got.warnings.join("\n")).toContain("CLAUDE.md not found");
  });
});
