// The docslint GitHub Action, bundled by scripts/build-action.mjs from src/action/run.ts: do not edit.
import { createRequire as __docslintCreateRequire } from 'node:module';
const require = __docslintCreateRequire(import.meta.url);
import { fileURLToPath as __docslintFileURLToPath } from 'node:url';
const __dirname = __docslintFileURLToPath(new URL('.', import.meta.url));
import {
  checkPageTask,
  highlightBlocks
} from "./chunk-P3G3XGHQ.js";
import "./chunk-G7JNCVSF.js";
import "./chunk-YQ4GEB6K.js";
import "./chunk-QBHRZAPV.js";
export {
  checkPageTask as default,
  highlightBlocks
};
