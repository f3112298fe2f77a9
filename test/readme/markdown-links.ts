/** The links and heading anchors of a Markdown page, as GitHub renders it (code blocks and code spans hold none). */

export interface MarkdownLink {
  target: string;
  /** 1-based, for the failure message. */
  line: number;
}

/** The lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): { text: string; line: number }[] {
  const prose: { text: string; line: number }[] = [];
  let fence: string | undefined;
  markdown.split("\n").forEach((text, index) => {
    const opening = /^(`{3,})/.exec(text);
    if (fence === undefined && opening) fence = opening[1];
    else if (fence !== undefined && text.trim() === fence) fence = undefined;
    else if (fence === undefined) prose.push({ text, line: index + 1 });
  });
  return prose;
}

export function markdownLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const { text, line } of proseLines(markdown)) {
    const outsideCode = text.replace(/`[^`]*`/g, "");
    for (const match of outsideCode.matchAll(/\]\(([^)\s]+)\)/g))
      links.push({ target: match[1] ?? "", line });
  }
  return links;
}

/**
 * GitHub's anchor for each heading: lower case, punctuation dropped (letters, digits, spaces, `-`
 * and `_` kept), spaces as `-`; a repeated heading gets `-1`, `-2`, ...
 */
export function headingAnchors(markdown: string): string[] {
  const seen = new Map<string, number>();
  const anchors: string[] = [];
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6} (.*)$/.exec(text);
    if (!heading) continue;
    const slug = (heading[1] ?? "")
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.push(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}
