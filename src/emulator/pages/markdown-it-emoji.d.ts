// markdown-it-emoji 3 ships no types: the three plugins it exports, as markdown-it's `use` takes them.
declare module "markdown-it-emoji" {
  import type { PluginWithOptions } from "markdown-it";
  export const full: PluginWithOptions;
  export const light: PluginWithOptions;
  export const bare: PluginWithOptions;
}
