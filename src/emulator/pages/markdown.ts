/**
 * Annotation bodies to HTML as the service renders them: CommonMark with tables and autolinks
 * (markdown-it), raw HTML allowed (people put `<details>` and coloured spans in annotations), the
 * service's `:emoji:` shortcodes (markdown-it-emoji), ```term blocks in ANSI colour; then the
 * result is sanitised (sanitize-html) to an allowlist: no script, no event handler, no `style`
 * beyond colours and alignment, no link or image but http(s) and mailto. Loaded on first use, so
 * the emulator starts, and `import "jobai"` loads, without them.
 */
import type { IOptions } from "sanitize-html";
import { ansiConverter } from "./ansi.js";

const COLOUR = /^(#[0-9a-f]{3,6}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$/i;

/** The allowlist. Everything not named here is dropped (tags: their text kept; script/style: whole). */
function sanitizeOptions(defaultTags: readonly string[]): IOptions {
  return {
    allowedTags: [...defaultTags, "details", "summary", "img", "del", "ins", "h1", "h2"],
    allowedAttributes: {
      // rel: set by transformTags below, which runs before this filter.
      a: ["href", "title", "name", "rel"],
      img: ["src", "alt", "title", "width", "height"],
      details: ["open"],
      th: ["style", "colspan", "rowspan"],
      td: ["style", "colspan", "rowspan"],
      span: ["class", "style"],
      code: ["class"],
      pre: ["class"],
      div: ["class"],
      p: ["class"],
      ol: ["start"],
    },
    allowedClasses: {
      "*": [
        /^ansi-[a-z0-9-]+$/,
        /^language-[a-z0-9_-]+$/,
        "term",
        "red",
        "green",
        "yellow",
        "blue",
        "orange",
        "purple",
        "gray",
        "grey",
      ],
    },
    allowedStyles: {
      "*": {
        color: [COLOUR],
        "background-color": [COLOUR],
        "text-align": [/^(left|right|center)$/],
        "font-weight": [/^(bold|normal|\d00)$/],
      },
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: {
      // Links leave the page without handing it to the target.
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "nofollow noopener noreferrer" } }),
    },
  };
}

export type MarkdownRenderer = (body: string) => string;

let renderer: Promise<MarkdownRenderer> | undefined;

async function load(): Promise<MarkdownRenderer> {
  const [{ default: MarkdownIt }, { full: emoji }, { default: sanitizeHtml }] = await Promise.all([
    import("markdown-it"),
    import("markdown-it-emoji"),
    import("sanitize-html"),
  ]);
  const toAnsi = await ansiConverter();
  const md = new MarkdownIt({
    html: true,
    linkify: true,
    // ```term blocks: the service shows them in terminal colours.
    highlight: (code, lang) =>
      lang === "term" ? `<pre class="term"><code>${toAnsi(code)}</code></pre>` : "",
  }).use(emoji);
  const options = sanitizeOptions(sanitizeHtml.defaults.allowedTags);
  return (body) => sanitizeHtml(md.render(body), options);
}

/** The renderer, loaded on the first call. */
export function markdownRenderer(): Promise<MarkdownRenderer> {
  renderer ??= load();
  return renderer;
}
