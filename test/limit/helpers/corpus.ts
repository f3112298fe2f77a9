/** The estimator corpus (test/fixtures/estimator-corpus, built by bench/limiter-corpus.js). */
import { readFileSync } from "node:fs";

const DIR = new URL("../../fixtures/estimator-corpus/", import.meta.url);

export interface CorpusBody {
  file: string;
  category: string;
  source: string;
  body: Record<string, unknown>;
}

export function loadCorpus(): CorpusBody[] {
  const index = JSON.parse(readFileSync(new URL("index.json", DIR), "utf8")) as Omit<CorpusBody, "body">[];
  return index.map((entry) => ({
    ...entry,
    body: JSON.parse(readFileSync(new URL(entry.file, DIR), "utf8")),
  }));
}

/** The texts a model reads from a body: system, every text and tool result, each tool's definition. */
export function textsOf(body: Record<string, unknown>): string[] {
  const texts: string[] = [];
  const content = (value: unknown): void => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) for (const block of value) content(block);
    else if (value && typeof value === "object") {
      const block = value as { type?: string; text?: string; content?: unknown };
      if (block.type === "text") texts.push(block.text ?? "");
      else if (block.type === "tool_result") content(block.content);
      else texts.push(JSON.stringify(block));
    }
  };
  content(body.system);
  for (const message of (body.messages as { content: unknown }[]) ?? []) content(message.content);
  for (const tool of (body.tools as unknown[]) ?? []) texts.push(JSON.stringify(tool));
  return texts;
}
