/**
 * src/on-first-use.ts as the CLI bundle holds it (scripts/esbuild-node.js swaps it in): the bundle has
 * no node_modules to load from, so its dependencies are bundled and "loading" one returns it.
 */
import { pino as pinoFactory } from "pino";
import * as yamlPackage from "yaml";

export const yaml = (): typeof import("yaml") => yamlPackage;

export const pino = (): typeof pinoFactory => pinoFactory;
