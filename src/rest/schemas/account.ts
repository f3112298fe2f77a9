import * as z from "zod";

// Shapes the spec leaves "not shown" (spec: Other resources): the fields a script relies on are
// typed, the rest is kept as sent.

export const organizationSchema = z.looseObject({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  url: z.string().optional(),
  web_url: z.string().optional(),
  created_at: z.string().optional(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const accessTokenSchema = z.looseObject({
  uuid: z.string(),
  scopes: z.array(z.string()),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const metaSchema = z.looseObject({ webhook_ips: z.array(z.string()).optional() });
export type Meta = z.infer<typeof metaSchema>;

export const rootSchema = z.looseObject({ message: z.string(), timestamp: z.number().int() });

export const annotationSchema = z.looseObject({
  id: z.string(),
  context: z.string(),
  style: z.string(),
  body_html: z.string().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type Annotation = z.infer<typeof annotationSchema>;

export const artifactSchema = z.looseObject({
  id: z.string(),
  job_id: z.string().optional(),
  url: z.string().optional(),
  download_url: z.string().optional(),
  state: z.string().optional(),
  path: z.string(),
  dirname: z.string().optional(),
  filename: z.string().optional(),
  mime_type: z.string().optional(),
  file_size: z.number().int().optional(),
  sha1sum: z.string().optional(),
});
export type Artifact = z.infer<typeof artifactSchema>;

export const jobLogSchema = z.looseObject({
  url: z.string().optional(),
  content: z.string(),
  size: z.number().int().optional(),
  header_times: z.array(z.number()).optional(),
});
export type JobLog = z.infer<typeof jobLogSchema>;

export const jobEnvSchema = z.looseObject({ env: z.record(z.string(), z.string()) });
