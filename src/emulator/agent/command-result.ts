/** What one stand-in call ends with, or a request for its stdin (the body was not given). */
export type CommandResult = { needStdin: true } | { exitCode: number; stdout: string; stderr: string };
