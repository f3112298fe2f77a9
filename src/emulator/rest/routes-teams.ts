import { HttpError } from "./http.js";
import { graphqlId, slugify, uuidFrom } from "./ids.js";
import { organizationOf } from "./lookup.js";
import type { EmuTeam } from "./model.js";
import { failIfErrors, objectBody, pageOf, stringField } from "./paging.js";
import type { Route, RouteContext } from "./router.js";

/**
 * Teams (spec: Catalog, Teams): list, create (name required; privacy visible or secret), get,
 * update (PATCH), delete (204). Members, pipelines and suites of a team are not emulated.
 */
const PRIVACY = ["visible", "secret"];

function teamOf(ctx: RouteContext): EmuTeam {
  const org = organizationOf(ctx);
  const team = ctx.store.teams.find((t) => t.organization === org && t.id === ctx.params.team);
  if (!team) throw new HttpError(404, `No team ${ctx.params.team} in ${org}.`);
  return team;
}

function render(team: EmuTeam) {
  return {
    id: team.id,
    graphql_id: graphqlId("Team", team.id),
    slug: team.slug,
    name: team.name,
    description: team.description,
    privacy: team.privacy,
    default: team.default,
    created_at: new Date(team.created_at).toISOString(),
  };
}

function privacyOf(body: Record<string, unknown>, errors: unknown[]): EmuTeam["privacy"] | undefined {
  if (body.privacy === undefined) return undefined;
  if (typeof body.privacy === "string" && PRIVACY.includes(body.privacy))
    return body.privacy as EmuTeam["privacy"];
  errors.push({ field: "privacy", message: `privacy must be one of ${PRIVACY.join(", ")}` });
  return undefined;
}

export function teamRoutes(): Route[] {
  const prefix = "/v2/organizations/:org/teams";
  const one = `${prefix}/:team`;
  return [
    {
      method: "GET",
      pattern: prefix,
      handle: (ctx) => {
        const org = organizationOf(ctx);
        return pageOf(
          ctx,
          ctx.store.teams.filter((t) => t.organization === org),
          render,
        );
      },
    },
    {
      method: "POST",
      pattern: prefix,
      handle: (ctx) => {
        const org = organizationOf(ctx);
        const body = objectBody(ctx);
        const errors: unknown[] = [];
        const name = stringField(body, "name", errors, true);
        const description = stringField(body, "description", errors);
        const privacy = privacyOf(body, errors);
        failIfErrors(errors);
        const team: EmuTeam = {
          id: uuidFrom(),
          organization: org,
          slug: slugify(name as string),
          name: name as string,
          description: description ?? null,
          privacy: privacy ?? "visible",
          default: body.is_default_team === true,
          created_at: ctx.now,
        };
        ctx.store.teams.push(team);
        return { status: 201, body: render(team) };
      },
    },
    { method: "GET", pattern: one, handle: (ctx) => ({ status: 200, body: render(teamOf(ctx)) }) },
    {
      method: "PATCH",
      pattern: one,
      handle: (ctx) => {
        const team = teamOf(ctx);
        const body = objectBody(ctx);
        const errors: unknown[] = [];
        const name = stringField(body, "name", errors);
        const description = stringField(body, "description", errors);
        const privacy = privacyOf(body, errors);
        failIfErrors(errors);
        if (name !== undefined) team.name = name;
        if (description !== undefined) team.description = description;
        if (privacy !== undefined) team.privacy = privacy;
        return { status: 200, body: render(team) };
      },
    },
    {
      method: "DELETE",
      pattern: one,
      handle: (ctx) => {
        const team = teamOf(ctx);
        ctx.store.teams.splice(ctx.store.teams.indexOf(team), 1);
        return { status: 204 };
      },
    },
  ];
}
