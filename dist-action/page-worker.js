// The docslint GitHub Action, bundled by scripts/build-action.mjs from src/action/run.ts: do not edit.
import { createRequire as __docslintCreateRequire } from 'node:module';
const require = __docslintCreateRequire(import.meta.url);
import { fileURLToPath as __docslintFileURLToPath } from 'node:url';
const __dirname = __docslintFileURLToPath(new URL('.', import.meta.url));
import{checkPageTask,highlightBlocks}from"./chunk-377DMQI4.js";import"./chunk-SW6X7BXL.js";import"./chunk-4UW2LYIR.js";import"./chunk-GJNWWNX6.js";import"./chunk-2NDUYRHY.js";import"./chunk-JOAS3VUQ.js";export{checkPageTask as default,highlightBlocks};
