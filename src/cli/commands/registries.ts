import { readFile } from "node:fs/promises";
import type { Argv } from "yargs";
import { readJobFacts } from "../../config/job-env.js";
import { UsageError } from "../../errors.js";
import { checkOidcPolicy } from "../../rest/oidc-policy.js";
import { defineCommand } from "../define-command.js";
import { withRestClient } from "../rest-client.js";
import { done, orgOptions, show } from "../rest-options.js";
import { REGISTRY_COLUMNS, registryRow } from "../table-rows.js";

const SCOPE: Record<string, string> = {
  list: "read_registries",
  get: "read_registries",
  create: "write_registries",
  update: "write_registries",
  delete: "delete_registries",
};

function organization(args: { org: string | undefined }): string {
  const org = args.org ?? readJobFacts().SERVICE_ORGANIZATION_SLUG;
  if (!org)
    throw new UsageError(
      "--org is needed: give the organization's slug (inside a job it defaults to this job's).",
    );
  return org;
}

function slug(args: { slug: string | undefined }): string {
  if (!args.slug)
    throw new UsageError("Give the registry's slug, e.g. 'jobai registries get internal-packages'.");
  return args.slug;
}

/** The policy as YAML text, from --policy or --policy-file; checked here so nothing bad is sent. */
async function policy(args: {
  policy: string | undefined;
  "policy-file": string | undefined;
}): Promise<string | undefined> {
  if (args.policy !== undefined && args["policy-file"] !== undefined) {
    throw new UsageError("Give --policy or --policy-file, not both.");
  }
  let text = args.policy;
  if (args["policy-file"] !== undefined) {
    try {
      text = await readFile(args["policy-file"], "utf8");
    } catch (error) {
      throw new UsageError(
        `--policy-file ${args["policy-file"]} cannot be read: ${(error as NodeJS.ErrnoException).code ?? "error"}.`,
      );
    }
  }
  if (text !== undefined) checkOidcPolicy(text);
  return text;
}

/** A registry or a list of them: JSON with --json, else a table. */
const showRegistries = (
  args: { json: boolean },
  value: Parameters<typeof registryRow>[0] | Parameters<typeof registryRow>[0][],
): void => show(args, value, registryRow, REGISTRY_COLUMNS);

const policyOptions = <T>(yargs: Argv<T>) =>
  yargs
    .option("policy", {
      type: "string",
      describe: "OIDC policy as YAML text (a list of { iss, claims }); write --policy='- iss: ...'",
    })
    .option("policy-file", { type: "string", describe: "File holding the OIDC policy as YAML" });

const withSlug = <T>(yargs: Argv<T>) =>
  orgOptions(yargs).positional("slug", { type: "string", describe: "The registry's slug" });

export default defineCommand({
  command: "registries <action>",
  describe: "List, get, create, update and delete package registries (REST API)",
  builder: (yargs) =>
    yargs
      .command(
        "list",
        "List an organization's registries",
        (y) => orgOptions(y).example("jobai registries list --org acme", "Every registry of acme"),
        async (args) =>
          showRegistries(
            args,
            await withRestClient(SCOPE.list, (api) => api.registries.list(organization(args))),
          ),
      )
      .command(
        "get <slug>",
        "Show one registry",
        (y) =>
          withSlug(y).example(
            "jobai registries get internal-packages --org acme --json",
            "One registry as JSON",
          ),
        async (args) =>
          showRegistries(
            args,
            await withRestClient(SCOPE.get, (api) => api.registries.get(organization(args), slug(args))),
          ),
      )
      .command(
        "create",
        "Create a registry",
        (y) =>
          policyOptions(orgOptions(y))
            .option("name", {
              type: "string",
              demandOption: true,
              describe: "Name; the slug is derived from it",
            })
            .option("ecosystem", {
              type: "string",
              demandOption: true,
              describe: "Package ecosystem, e.g. javascript, python, container",
            })
            .option("description", { type: "string", describe: "Description" })
            .option("emoji", { type: "string", describe: "Emoji, e.g. :package:" })
            .option("color", { type: "string", describe: "Hex colour, e.g. #ff8800" })
            .option("team-id", {
              type: "string",
              array: true,
              describe: "Team UUID granted access (when teams are enabled)",
            })
            .example(
              "jobai registries create --org acme --name 'Internal Packages' --ecosystem javascript",
              "An npm registry",
            )
            .example(
              "jobai registries create --name Images --ecosystem container --policy-file oidc.yml",
              "With an OIDC policy",
            ),
        async (args) => {
          const body = {
            name: args.name ?? "",
            ecosystem: args.ecosystem ?? "",
            description: args.description,
            emoji: args.emoji,
            color: args.color,
            team_ids: args["team-id"],
            oidc_policy: await policy(args),
          };
          const created = await withRestClient(SCOPE.create, (api) =>
            api.registries.create(organization(args), body),
          );
          showRegistries(args, created);
        },
      )
      .command(
        "update <slug>",
        "Change a registry's name, description or OIDC policy (send the whole policy)",
        (y) =>
          policyOptions(withSlug(y))
            .option("name", { type: "string", describe: "New name" })
            .option("description", { type: "string", describe: "New description" })
            .example(
              "jobai registries update internal-packages --policy-file oidc.yml",
              "Replace the OIDC policy",
            ),
        async (args) => {
          const body = { name: args.name, description: args.description, oidc_policy: await policy(args) };
          if (Object.values(body).every((value) => value === undefined)) {
            throw new UsageError("Nothing to update: give --name, --description, --policy or --policy-file.");
          }
          showRegistries(
            args,
            await withRestClient(SCOPE.update, (api) =>
              api.registries.update(organization(args), slug(args), body),
            ),
          );
        },
      )
      .command(
        "delete <slug>",
        "Delete a registry",
        (y) => withSlug(y).example("jobai registries delete internal-packages --org acme", "Delete it"),
        async (args) => {
          const org = organization(args);
          await withRestClient(SCOPE.delete, (api) => api.registries.delete(org, slug(args)));
          done(args, `Deleted registry ${slug(args)} of ${org}.`, { deleted: slug(args), organization: org });
        },
      )
      .demandCommand(1, "Give an action: list, get, create, update or delete.")
      .epilogue(
        "Reads SERVICE_API_URL and SERVICE_API_TOKEN (scopes: read_registries, write_registries, delete_registries).\n" +
          "Exit codes: 0 ok, 1 API error (status and the server's message), 2 bad input.",
      ),
  handler: () => {},
});
