#!/usr/bin/env node
// `npx consola ...` from the repository: loads scripts/cli.ts through tsx (no build step).
import { register } from 'tsx/esm/api';

register();
await import('./cli.ts');
