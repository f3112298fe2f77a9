import { HttpError } from "./http.js";
import { graphqlId } from "./ids.js";
import { organizationOf } from "./lookup.js";
import type { EmuOrganization } from "./model.js";
import { renderUser } from "./render.js";
import type { Route, RouteContext } from "./router.js";

/** Root and account endpoints (spec: Catalog, Root and account). */

function renderOrganization(ctx: RouteContext, org: EmuOrganization) {
  return {
    id: org.id,
    graphql_id: graphqlId("Organization", org.id),
    url: `${ctx.base}/v2/organizations/${org.slug}`,
    web_url: `https://service.example/${org.slug}`,
    name: org.name,
    slug: org.slug,
    pipelines_url: `${ctx.base}/v2/organizations/${org.slug}/pipelines`,
    agents_url: `${ctx.base}/v2/organizations/${org.slug}/agents`,
    created_at: new Date(org.created_at).toISOString(),
  };
}

export function accountRoutes(): Route[] {
  return [
    {
      method: "GET",
      pattern: "/",
      public: true,
      handle: (ctx) => ({ status: 200, body: { message: "👋", timestamp: Math.floor(ctx.now / 1000) } }),
    },
    {
      method: "GET",
      pattern: "/v2/organizations",
      handle: (ctx) => ({
        status: 200,
        body: [...ctx.store.organizations.values()]
          .filter((org) => !ctx.token.organizations || ctx.token.organizations.includes(org.slug))
          .map((org) => renderOrganization(ctx, org)),
      }),
    },
    {
      method: "GET",
      pattern: "/v2/organizations/:org",
      handle: (ctx) => {
        const org = ctx.store.organizations.get(organizationOf(ctx));
        if (!org) throw new HttpError(404, "No such organization.");
        return { status: 200, body: renderOrganization(ctx, org) };
      },
    },
    {
      method: "GET",
      pattern: "/v2/user",
      handle: (ctx) => ({ status: 200, body: renderUser(ctx.store.users.get(ctx.token.user)) }),
    },
    {
      method: "GET",
      pattern: "/v2/access-token",
      handle: (ctx) => ({
        status: 200,
        body: {
          uuid: ctx.token.id,
          scopes: ctx.token.scopes,
          description: ctx.token.publicKey ? "public-key token" : "emulator token",
          created_at: new Date(ctx.token.created_at).toISOString(),
          user: {
            name: ctx.store.users.get(ctx.token.user)?.name,
            email: ctx.store.users.get(ctx.token.user)?.email,
          },
        },
      }),
    },
    {
      method: "DELETE",
      pattern: "/v2/access-token",
      handle: (ctx) => {
        ctx.token.revoked = true;
        return { status: 204 };
      },
    },
    {
      method: "GET",
      pattern: "/v2/meta",
      handle: () => ({ status: 200, body: { webhook_ips: ["192.0.2.10", "192.0.2.11"] } }),
    },
  ];
}
