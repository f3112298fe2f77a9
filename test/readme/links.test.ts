import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../helpers/cli.js";
import { headingAnchors, markdownLinks } from "./markdown-links.js";

/**
 * Every relative link of the README and of docs/*.md leads somewhere in the clone: the file exists
 * and, for `page.md#anchor`, the page has that heading (as GitHub makes its anchors). Whether the
 * packed tarball holds the linked files too is test/install/package.test.ts.
 */
const pages = [
  "README.md",
  ...readdirSync(join(repoRoot, "docs"))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => `docs/${name}`),
];

describe("the links of the README and docs/", () => {
  it("finds the pages and their links", () => {
    expect(pages).toContain("docs/limits.md");
    const readmeLinks = markdownLinks(readFileSync(join(repoRoot, "README.md"), "utf8"));
    expect(readmeLinks.map((link) => link.target)).toContain("docs/limits.md");
  });

  for (const page of pages) {
    it(`${page}: every relative link resolves, anchors included`, () => {
      const broken: string[] = [];
      for (const { target, line } of markdownLinks(readFileSync(join(repoRoot, page), "utf8"))) {
        if (/^[a-z][\w+.-]*:/i.test(target)) continue; // https:, mailto:
        const [path = "", anchor] = target.split("#");
        const file = path === "" ? page : normalize(join(dirname(page), path));
        if (file.startsWith("..") || !existsSync(join(repoRoot, file))) {
          broken.push(`line ${line}: ${target} (no file ${relative(".", file)})`);
          continue;
        }
        if (anchor === undefined) continue;
        if (statSync(join(repoRoot, file)).isDirectory() || !file.endsWith(".md")) {
          broken.push(`line ${line}: ${target} (an anchor into a file that has no headings)`);
          continue;
        }
        const anchors = headingAnchors(readFileSync(join(repoRoot, file), "utf8"));
        if (!anchors.includes(anchor))
          broken.push(`line ${line}: ${target} (${file} has no heading #${anchor})`);
      }
      expect(broken, `${page} has links that lead nowhere`).toEqual([]);
    });
  }
});
