/** "1 request", "2 requests", "0 requests": a count with its noun, for people (issue 21: "1 requests"). */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
