import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPrompt } from "../../src/cli/prompt-input.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "jobai-prompt-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A piped stdin (not a terminal) holding `text`. */
const piped = (text: string) => Object.assign(Readable.from([Buffer.from(text)]), { isTTY: false });
/** An interactive terminal with nothing piped. */
const terminal = () => Object.assign(Readable.from([]), { isTTY: true });

describe("readPrompt", () => {
  it("takes the argument, the file, or stdin", async () => {
    const file = join(dir, "prompt.md");
    await writeFile(file, "from a file\n");
    expect(await readPrompt({ argument: "from the argument", stdin: terminal() })).toBe("from the argument");
    expect(await readPrompt({ file, stdin: terminal() })).toBe("from a file\n");
    expect(await readPrompt({ stdin: piped("from stdin") })).toBe("from stdin");
    expect(await readPrompt({ argument: "-", stdin: piped("dash means stdin") })).toBe("dash means stdin");
    expect(await readPrompt({ file: "-", stdin: piped("so does --file -") })).toBe("so does --file -");
  });

  it("prefers the argument to a piped stdin it does not read", async () => {
    expect(await readPrompt({ argument: "arg", stdin: piped("ignored") })).toBe("arg");
  });

  it("refuses two sources, none, an empty prompt, a missing file and a too-large one", async () => {
    await expect(readPrompt({ argument: "a", file: "b", stdin: terminal() })).rejects.toThrow(/given twice/);
    await expect(readPrompt({ stdin: terminal() })).rejects.toThrow(/no prompt: give it as an argument/);
    await expect(readPrompt({ stdin: piped("  \n") })).rejects.toThrow(/the prompt from stdin is empty/);
    await expect(readPrompt({ file: join(dir, "nope.txt"), stdin: terminal() })).rejects.toThrow(
      /--file .*nope\.txt does not exist/,
    );
    await expect(readPrompt({ file: dir, stdin: terminal() })).rejects.toThrow(/is not a file/);
    await expect(readPrompt({ stdin: piped("x".repeat(101)), maxBytes: 100 })).rejects.toThrow(
      /larger than 100 bytes/,
    );
    const big = join(dir, "big.txt");
    await writeFile(big, "y".repeat(101));
    await expect(readPrompt({ file: big, stdin: terminal(), maxBytes: 100 })).rejects.toThrow(
      /larger than 100/,
    );
    await expect(readPrompt({ argument: "z".repeat(101), stdin: terminal(), maxBytes: 100 })).rejects.toThrow(
      /larger than 100/,
    );
  });

  it("throws UsageError (exit code 2)", async () => {
    const error = await readPrompt({ stdin: terminal() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "UsageError", exitCode: 2 });
  });
});
