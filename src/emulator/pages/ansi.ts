/**
 * ANSI colour text to HTML with ansi_up (one small file, no dependencies; it escapes the text
 * itself), loaded on the first page that needs it. Classes, not inline colours, so the page's style
 * sheet (layout.ts) owns the palette and the sanitiser can allow exactly those classes.
 */
import type { AnsiUp } from "ansi_up";

let loaded: Promise<typeof AnsiUp> | undefined;

/** A converter whose colour state carries from one call to the next (a log's lines in order). */
export async function ansiConverter(): Promise<(text: string) => string> {
  loaded ??= import("ansi_up").then((module) => module.AnsiUp);
  const Converter = await loaded;
  const converter = new Converter();
  converter.use_classes = true;
  // OSC 8 hyperlinks in a log: web addresses only.
  converter.url_allowlist = { http: 1, https: 1 };
  return (text) => converter.ansi_to_html(text);
}
