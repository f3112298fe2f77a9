import { collection, required } from "./catalog-resource.js";
import { type Team, teamSchema } from "./schemas/catalog.js";
import type { Transport } from "./transport.js";

export interface TeamCreateBody {
  name: string;
  description?: string | undefined;
  /** `visible` (default) or `secret`. */
  privacy?: "visible" | "secret" | undefined;
  is_default_team?: boolean | undefined;
  [field: string]: unknown;
}

export type TeamUpdateBody = { [K in keyof TeamCreateBody]?: TeamCreateBody[K] | undefined };

/** Teams (spec: Catalog, Teams): list, get, create, update (PATCH), delete. By the team's UUID. */
export function teamsResource(transport: Transport) {
  const c = collection<Team>(transport, "teams", "team's UUID", teamSchema);
  return {
    pages: c.pages.bind(c),
    iterate: c.iterate.bind(c),
    list: c.list.bind(c),
    get: c.get.bind(c),
    async create(organization: string, body: TeamCreateBody, signal?: AbortSignal): Promise<Team> {
      required(body, "name", "a team");
      return c.send("POST", c.base(organization), { body, answer: teamSchema, signal });
    },
    async update(
      organization: string,
      id: string,
      body: TeamUpdateBody,
      signal?: AbortSignal,
    ): Promise<Team> {
      return c.send("PATCH", c.one(organization, id), { body, answer: teamSchema, signal });
    },
    async delete(organization: string, id: string, signal?: AbortSignal): Promise<void> {
      await c.send("DELETE", c.one(organization, id), { signal });
    },
  };
}
