import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restFixture } from "./helpers.js";

type Fixture = Awaited<ReturnType<typeof restFixture>>;
let fx: Fixture;
beforeAll(async () => {
  fx = await restFixture();
});
afterAll(() => fx.close());

const POLICY_YAML = `
- iss: https://agent.example.com
  claims:
    organization_slug: acme
    pipeline_slug:
      in: [app, site]
`;

describe("registries", () => {
  it("creates with a YAML policy, derives the slug, lists, gets, updates (POST) and deletes", async () => {
    // What the organization holds already (other tests create registries too), to compare against.
    const others = (await fx.api.registries.list("acme")).map((r) => r.slug).sort();
    const created = await fx.api.registries.create("acme", {
      name: "Internal Packages",
      ecosystem: "javascript",
      description: "npm packages",
      color: "#ff8800",
      oidc_policy: POLICY_YAML,
    });
    expect(created.slug).toBe("internal-packages");
    expect(created.oidc_policy).toBe(POLICY_YAML);
    expect(fx.emulator.api.traffic.at(-1)).toMatchObject({ method: "POST", status: 200 });

    const listed = await fx.api.registries.list("acme");
    expect(listed.map((r) => r.slug).sort()).toEqual([...others, "internal-packages"].sort());
    expect((await fx.api.registries.get("acme", "internal-packages")).description).toBe("npm packages");

    const statements = [{ iss: "https://agent.example.com", claims: { build_branch: "main" } }];
    const updated = await fx.api.registries.update("acme", "internal-packages", {
      description: "changed",
      oidc_policy: statements,
    });
    expect(updated.description).toBe("changed");
    expect(updated.oidc_policy).toEqual(statements);
    const update = fx.emulator.api.traffic.at(-1);
    expect(update).toMatchObject({
      method: "POST",
      path: "/v2/packages/organizations/acme/registries/internal-packages",
    });

    await fx.api.registries.delete("acme", "internal-packages");
    expect((await fx.api.registries.list("acme")).map((r) => r.slug).sort()).toEqual(others);
    await expect(fx.api.registries.get("acme", "internal-packages")).rejects.toMatchObject({ status: 404 });
  });

  it("checks the policy before sending: iss a string, claims strings or { in: [strings] }", async () => {
    const before = fx.emulator.api.traffic.length;
    const base = { name: "Bad", ecosystem: "python" };
    await expect(fx.api.registries.create("acme", { ...base, oidc_policy: "- iss: [1" })).rejects.toThrow(
      /not valid YAML/,
    );
    await expect(
      fx.api.registries.create("acme", { ...base, oidc_policy: [{ iss: 5, claims: {} } as never] }),
    ).rejects.toThrow(/at \[0\]\.iss/);
    await expect(
      fx.api.registries.create("acme", {
        ...base,
        oidc_policy: "- iss: https://x\n  claims:\n    branch:\n      in: [1, 2]\n",
      }),
    ).rejects.toThrow(/at \[0\]\.claims\.branch/);
    await expect(
      fx.api.registries.create("acme", { ...base, oidc_policy: "iss: https://x" }),
    ).rejects.toThrow(/oidc_policy is not valid/);
    expect(fx.emulator.api.traffic.length).toBe(before);
  });

  it("shows the server's 422 for a policy that reaches it, a missing name, an unknown ecosystem, a taken name", async () => {
    const path = "/v2/packages/organizations/acme/registries";
    const policy = await fx.api
      .request("POST", path, {
        body: { name: "P", ecosystem: "ruby", oidc_policy: [{ iss: "x", claims: { a: { in: [] } } }] },
      })
      .catch((e) => e);
    expect(policy.status).toBe(422);
    expect(policy.errors).toEqual([expect.objectContaining({ field: "oidc_policy.0.claims.a.in" })]);
    const missing = await fx.api.request("POST", path, { body: { ecosystem: "ruby" } }).catch((e) => e);
    expect(missing.status).toBe(422);
    expect(missing.errors).toEqual([expect.objectContaining({ field: "name" })]);
    const ecosystem = await fx.api
      .request("POST", path, { body: { name: "E", ecosystem: "cobol" } })
      .catch((e) => e);
    expect(ecosystem.errors).toEqual([expect.objectContaining({ field: "ecosystem" })]);
    await fx.api.registries.create("acme", { name: "Twice", ecosystem: "ruby" });
    const taken = await fx.api.registries
      .create("acme", { name: "twice", ecosystem: "ruby" })
      .catch((e) => e);
    expect(taken.message).toMatch(/name has already been taken/);
  });

  it("needs the registry scopes", async () => {
    const { token } = fx.emulator.api.addToken({ scopes: ["read_registries"] });
    const { createRestClient } = await import("../../src/rest/client.js");
    const readOnly = createRestClient({ baseUrl: fx.emulator.url, token, env: {} });
    await expect(readOnly.registries.list("acme")).resolves.toBeInstanceOf(Array);
    const refused = await readOnly.registries
      .create("acme", { name: "No", ecosystem: "ruby" })
      .catch((e) => e);
    expect(refused.status).toBe(403);
    expect(refused.message).toMatch(/write_registries/);
    const del = await readOnly.registries.delete("acme", "twice").catch((e) => e);
    expect(del.message).toMatch(/delete_registries/);
  });
});
