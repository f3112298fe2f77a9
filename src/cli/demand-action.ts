/**
 * How a command of actions (`jobai builds`, `jobai registries`, ...) asks for one: main.ts shows
 * that command's help (its actions, each described) before this message, as `jobai` alone shows
 * the list of commands.
 */
export const GIVE_AN_ACTION = "Give an action: ";

export const giveAnAction = (actions: readonly string[]) => `${GIVE_AN_ACTION}${actions.join(", ")}.`;
