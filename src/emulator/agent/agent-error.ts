/** A refusal of the agent stand-in: the message goes to stderr, the process exits with `exitCode`. */
export class AgentCliError extends Error {
  override readonly name = "AgentCliError";
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}
