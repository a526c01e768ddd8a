#!/usr/bin/env node
// `npm start`: install if needed, build if needed, then serve the production build.
// The server migrates, seeds the demo catalogue on first start and prints the admin login.
import { ensureBuild, ensureDependencies, startServer } from './lib.mjs';

ensureDependencies();
ensureBuild();
const port = process.env.PORT ?? '3000';
console.log(`› starting the shop on http://localhost:${port}`);
process.exit(await startServer({ port }));
