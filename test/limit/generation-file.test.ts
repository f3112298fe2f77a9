/**
 * One reader of published generations (src/limit/generation-file.ts) for the window's file store and
 * the prompt-cache knowledge: a symlink in a generation's place is not followed, a file larger than
 * any state is not read, a generation swept away is `gone`.
 */
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createFileKnowledge, knowledgeDirName } from "../../src/limit/cache-knowledge-file.js";
import { createFileStore, stateDirName } from "../../src/limit/file-store.js";
import { MAX_GENERATION_BYTES, readGenerationText } from "../../src/limit/generation-file.js";

const budget = { requests: 3, inputTokens: 1000, windowMs: 60_000, marginMs: 60, latencyMs: 1000 };

/** A file of `bytes` that takes no space (sparse): larger than any state, cheap to make. */
function sparse(path: string, bytes: number): void {
  closeSync(openSync(path, "w", 0o600));
  truncateSync(path, bytes);
}

/** A directory with a secret beside it and a symlink to it as generation 1. */
function withSymlink(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const target = join(dir, "..", "elsewhere.json");
  writeFileSync(target, JSON.stringify({ version: 1 }));
  symlinkSync(target, join(dir, "1.json"));
}

describe("readGenerationText", () => {
  it("reads a generation; says gone, too large or failed without reading further", () => {
    const dir = mkdtempSync(join(tmpdir(), "jobai-generation-"));
    writeFileSync(join(dir, "1.json"), '{"a":1}');
    expect(readGenerationText(dir, 1)).toEqual({ text: '{"a":1}' });
    expect(readGenerationText(dir, 2)).toEqual({ gone: true });
    sparse(join(dir, "3.json"), MAX_GENERATION_BYTES + 1);
    expect(readGenerationText(dir, 3)).toEqual({ tooLarge: MAX_GENERATION_BYTES + 1 });
    const linked = join(dir, "linked");
    withSymlink(linked);
    const read = readGenerationText(linked, 1);
    expect("failed" in read && read.failed.code).toBe("ELOOP");
  });
});

describe("the window's file store", () => {
  it("counts the window full for a generation too large to be one, with one warning", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jobai-generation-"));
    const keyDir = join(dir, stateDirName("acme:vendor"));
    mkdirSync(keyDir, { mode: 0o700 });
    sparse(join(keyDir, "1.json"), MAX_GENERATION_BYTES + 1);
    const warnings: string[] = [];
    const store = createFileStore({
      dir,
      key: "acme:vendor",
      logger: { warn: (m: string) => warnings.push(m) },
    });
    expect((await store.state(budget)).used).toEqual({ requests: 3, inputTokens: 1000 });
    expect(warnings).toEqual([expect.stringMatching(/larger than any window can be/)]);
    await store.close();
  });

  it("does not follow a symlink in a generation's place: the window counts as full", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jobai-generation-"));
    withSymlink(join(dir, stateDirName("acme:vendor")));
    const warnings: string[] = [];
    const store = createFileStore({
      dir,
      key: "acme:vendor",
      logger: { warn: (m: string) => warnings.push(m) },
    });
    expect((await store.state(budget)).used).toEqual({ requests: 3, inputTokens: 1000 });
    expect(warnings).toEqual([expect.stringMatching(/ELOOP while reading it/)]);
    await store.close();
  });
});

describe("the prompt-cache knowledge's file", () => {
  it("rebuilds a generation too large to be knowledge without reading it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jobai-generation-"));
    const own = join(dir, knowledgeDirName("acme:vendor"));
    mkdirSync(own, { mode: 0o700 });
    sparse(join(own, "1.json"), MAX_GENERATION_BYTES + 1);
    const warnings: string[] = [];
    const knowledge = createFileKnowledge({
      dir,
      key: "acme:vendor",
      logger: { warn: (m: string) => warnings.push(m) },
    });
    expect((await knowledge.lookup(["p"])).size).toBe(0);
    await knowledge.record([{ hash: "p", tokens: 10, expiresAt: Date.now() + 60_000, ttlMs: 300_000 }]);
    expect((await knowledge.lookup(["p"])).size).toBe(1);
    expect(warnings).toEqual([expect.stringMatching(/unreadable and has been rebuilt/)]);
  });

  it("does not follow a symlink in a generation's place: the knowledge fails (and falls back to memory)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jobai-generation-"));
    withSymlink(join(dir, knowledgeDirName("acme:vendor")));
    const knowledge = createFileKnowledge({ dir, key: "acme:vendor" });
    await expect(knowledge.lookup(["p"])).rejects.toMatchObject({ code: "ELOOP" });
  });
});
