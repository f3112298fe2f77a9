import * as z from "zod";
import { endpoint } from "../endpoint.js";
import { accessTokenSchema, metaSchema, organizationSchema, rootSchema } from "../schemas/account.js";
import { auditEventSchema, MEMBER_ROLES, memberSchema } from "../schemas/organization.js";
import { userSchema } from "../schemas/user.js";
import { FROM_DOCS, ORG, pageQuery } from "./common.js";

/** Root and account (spec: Catalog, Root and account). */
export const organizations = {
  list: endpoint({
    method: "GET",
    path: "/v2/organizations",
    summary: "List the organizations the token may see",
    spec: 175,
    docs: FROM_DOCS,
    scope: "read_organizations",
    success: 200,
    paginated: true,
    query: pageQuery,
    response: z.array(organizationSchema),
  }),
  get: endpoint({
    method: "GET",
    path: ORG,
    summary: "Show one organization",
    spec: 175,
    docs: FROM_DOCS,
    scope: "read_organizations",
    success: 200,
    response: organizationSchema,
  }),
};

/** The caller's own account: user, token, meta and the liveness object. No scope needed. */
export const account = {
  user: endpoint({
    method: "GET",
    path: "/v2/user",
    summary: "Show the user the token belongs to",
    spec: 176,
    docs: FROM_DOCS,
    success: 200,
    response: userSchema,
  }),
  token: endpoint({
    method: "GET",
    path: "/v2/access-token",
    summary: "Show the access token in use: its UUID and scopes",
    spec: 177,
    docs: FROM_DOCS,
    success: 200,
    response: accessTokenSchema,
  }),
  revokeToken: endpoint({
    method: "DELETE",
    path: "/v2/access-token",
    summary: "Revoke the access token in use; later calls with it fail with 401",
    spec: 177,
    docs: FROM_DOCS,
    success: 204,
  }),
  meta: endpoint({
    method: "GET",
    path: "/v2/meta",
    summary: "Show the service's meta information (webhook source addresses)",
    spec: 178,
    docs: FROM_DOCS,
    success: 200,
    response: metaSchema,
  }),
  ping: endpoint({
    method: "GET",
    path: "/",
    summary: "Check that the API answers (the liveness object: message, timestamp)",
    spec: 179,
    docs: "payload as the spec shows it (Overview: message, timestamp)",
    public: true,
    success: 200,
    response: rootSchema,
  }),
};

/** Audit events (spec: Catalog, Audit events and members). */
export const auditEvents = {
  list: endpoint({
    method: "GET",
    path: `${ORG}/audit_events`,
    summary: "List an organization's audit events, newest first",
    spec: 182,
    docs: FROM_DOCS,
    scope: "read_audit_events",
    success: 200,
    paginated: true,
    query: pageQuery,
    response: z.array(auditEventSchema),
  }),
  get: endpoint({
    method: "GET",
    path: `${ORG}/audit_events/{event}`,
    summary: "Show one audit event",
    spec: 182,
    docs: FROM_DOCS,
    scope: "read_audit_events",
    success: 200,
    response: auditEventSchema,
  }),
};

/** Organization members (spec: Catalog, Audit events and members). */
export const members = {
  list: endpoint({
    method: "GET",
    path: `${ORG}/members`,
    summary: "List an organization's members and their roles",
    spec: 183,
    docs: FROM_DOCS,
    scope: "read_organizations",
    success: 200,
    paginated: true,
    query: pageQuery,
    response: z.array(memberSchema),
  }),
  get: endpoint({
    method: "GET",
    path: `${ORG}/members/{user_id}`,
    summary: "Show one member (by the user's UUID)",
    spec: 183,
    docs: FROM_DOCS,
    scope: "read_organizations",
    success: 200,
    response: memberSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: `${ORG}/members/{user_id}`,
    summary: "Change a member's role (admin or member)",
    spec: 183,
    docs: FROM_DOCS,
    scope: "write_organizations",
    success: 200,
    body: z.strictObject({ role: z.enum(MEMBER_ROLES) }),
    response: memberSchema,
    cli: { examples: [["jobai members update USER_UUID --org acme --role admin", "Make a member an admin"]] },
  }),
};
