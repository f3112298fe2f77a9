/**
 * HTML text built safely: every value put into an `html` template is escaped unless it is already
 * `Html` (made by this module, or by a renderer whose output is safe: the sanitiser, ansi_up).
 */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text as HTML character data or a quoted attribute value. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Trusted HTML: only for text this module's callers made safe. */
export const raw = (text: string): Html => new Html(text);

function part(value: unknown): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(part).join("");
  if (value === undefined || value === null || value === false) return "";
  return escapeHtml(value);
}

/** A template whose values are escaped (arrays joined, `Html` kept, null/undefined/false empty). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += part(value) + (strings[i + 1] ?? "");
  });
  return new Html(out);
}

/** A path segment of a page link. */
export const seg = (value: string | number): string => encodeURIComponent(String(value));
