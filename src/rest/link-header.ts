/**
 * The `Link` response header (RFC 8288) as the REST API sends it on paginated lists
 * (spec: Limits, Pagination): `<url>; rel="next", <url>; rel="last"`.
 *
 * The header comes from the network, so the parser is a single forward scan: every index only
 * moves forward, whatever the input (Octokit's paginate-rest once had a regex here that went
 * quadratic on a crafted header; a 100,000-character regression test guards this one).
 */

/** Relation name to URL; the first link of each relation wins. */
export type Links = Partial<Record<"next" | "prev" | "first" | "last", string>> & Record<string, string>;

export function parseLinkHeader(header: string | null | undefined): Links {
  const links = new Map<string, string>();
  if (!header) return {};
  const n = header.length;
  let i = 0;
  while (i < n) {
    const open = header.indexOf("<", i);
    if (open === -1) break;
    const close = header.indexOf(">", open + 1);
    if (close === -1) break;
    const url = header.slice(open + 1, close).trim();
    // Parameters run up to the next comma outside quotes.
    const params: string[] = [];
    let start = close + 1;
    let quoted = false;
    let j = start;
    for (; j < n; j++) {
      const c = header.charCodeAt(j);
      if (c === 34 /* " */) quoted = !quoted;
      else if (!quoted && c === 59 /* ; */) {
        params.push(header.slice(start, j));
        start = j + 1;
      } else if (!quoted && c === 44 /* , */) break;
    }
    params.push(header.slice(start, j));
    for (const param of params) {
      const eq = param.indexOf("=");
      if (eq === -1 || param.slice(0, eq).trim().toLowerCase() !== "rel") continue;
      let value = param.slice(eq + 1).trim();
      if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
      for (const rel of value.split(" ")) {
        const name = rel.trim().toLowerCase();
        if (name && !links.has(name)) links.set(name, url);
      }
    }
    i = j + 1;
  }
  return Object.fromEntries(links) as Links;
}
