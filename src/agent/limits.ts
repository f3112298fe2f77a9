/**
 * The agent CLI's limits, checked before calling it so a summary never fails at the last step:
 * an annotation's context at most 100 characters, its body at most 1 MiB, priority 1-10;
 * a meta-data value at most 100 KiB.
 */
import * as z from "zod";

export const MAX_CONTEXT_CHARS = 100;
export const MAX_ANNOTATION_BYTES = 1024 * 1024;
export const MAX_META_DATA_BYTES = 100 * 1024;
export const ANNOTATION_STYLES = ["success", "info", "warning", "error"] as const;
export type AnnotationStyle = (typeof ANNOTATION_STYLES)[number];

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

export const annotationSchema = z.object({
  body: z
    .string()
    .refine((body) => body.trim() !== "", "the annotation body is empty: give some Markdown")
    .refine(
      (body) => bytes(body) <= MAX_ANNOTATION_BYTES,
      `the annotation body is over ${MAX_ANNOTATION_BYTES} bytes (1 MiB): shorten it or move the rest to an artifact`,
    ),
  context: z
    .string()
    .min(1, "the annotation context is empty: give a name unique to what it describes")
    .max(MAX_CONTEXT_CHARS, `the annotation context is over ${MAX_CONTEXT_CHARS} characters: shorten it`)
    .optional(),
  style: z.enum(ANNOTATION_STYLES).optional(),
  priority: z
    .number()
    .int("the annotation priority must be a whole number from 1 to 10")
    .min(1, "the annotation priority must be from 1 to 10")
    .max(10, "the annotation priority must be from 1 to 10")
    .optional(),
  scope: z.enum(["build", "job"]).optional(),
  append: z.boolean().optional(),
});
export type AnnotationInput = z.input<typeof annotationSchema>;

export const metaDataKeySchema = z
  .string()
  .refine((key) => key.trim() !== "", "the meta-data key is empty: give a key such as jobai-usage");

export const metaDataValueSchema = z
  .string()
  .refine((value) => value.trim() !== "", "the meta-data value is empty: give a value")
  .refine(
    (value) => bytes(value) <= MAX_META_DATA_BYTES,
    `the meta-data value is over ${MAX_META_DATA_BYTES} bytes (100 KiB): store it as an artifact instead`,
  );
