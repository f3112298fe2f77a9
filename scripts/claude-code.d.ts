/** The version the Claude Code trials and the agent-sessions figures were measured with. */
export const CLAUDE_CODE_VERSION: string;
/** Where `npm run test:trials` installs Claude Code on demand. */
export const claudeCodeDir: string;
/** Where `claude` may be, in order: installed on demand, or by hand into the project. */
export const claudeCodeCandidates: string[];
/** The first candidate that exists, or undefined. */
export function findClaudeCode(): string | undefined;
/** Install Claude Code into claudeCodeDir when no candidate exists; the path of `claude`. */
export function installClaudeCode(): Promise<string>;
