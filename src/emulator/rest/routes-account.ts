import type { Handlers } from "./catalogue-routes.js";
import { HttpError } from "./http.js";
import { graphqlId } from "./ids.js";
import { organizationOf } from "./lookup.js";
import type { EmuOrganization } from "./model.js";
import { pageOf } from "./paging.js";
import { renderUser } from "./render.js";
import type { RouteContext } from "./router.js";

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

/** Root and account endpoints (spec: Catalog, Root and account). */
export const accountHandlers: Pick<
  Handlers,
  `organizations.${"list" | "get"}` | `account.${"user" | "token" | "revokeToken" | "meta" | "ping"}`
> = {
  "account.ping": (ctx) => ({ status: 200, body: { message: "👋", timestamp: Math.floor(ctx.now / 1000) } }),
  "organizations.list": (ctx) =>
    pageOf(
      ctx,
      [...ctx.store.organizations.values()].filter(
        (org) => !ctx.token.organizations || ctx.token.organizations.includes(org.slug),
      ),
      (org) => renderOrganization(ctx, org),
    ),
  "organizations.get": (ctx) => {
    const org = ctx.store.organizations.get(organizationOf(ctx));
    if (!org) throw new HttpError(404, "No such organization.");
    return { status: 200, body: renderOrganization(ctx, org) };
  },
  "account.user": (ctx) => ({ status: 200, body: renderUser(ctx.store.users.get(ctx.token.user)) }),
  "account.token": (ctx) => ({
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
  "account.revokeToken": (ctx) => {
    ctx.token.revoked = true;
    return { status: 204 };
  },
  "account.meta": () => ({ status: 200, body: { webhook_ips: ["192.0.2.10", "192.0.2.11"] } }),
};
