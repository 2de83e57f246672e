#!/usr/bin/env node
/**
 * Writes src/routeTree.gen.ts from the route files (tsr.config.json), the way the router's Vite
 * plugin does in `vite dev` and `vite build`. Typecheck and the tests need the file before Vite
 * runs. It calls the generator package the plugin uses, which prints nothing; the router's CLI
 * (`tsr generate`) printed a circular-dependency warning on every run (issue 30).
 */
import { Generator, getConfig } from '@tanstack/router-generator'

const root = process.cwd()
await new Generator({ config: getConfig({}, root), root }).run()
