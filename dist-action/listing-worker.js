// The docslint GitHub Action, bundled by scripts/build-action.mjs from src/action/run.ts: do not edit.
import { createRequire as __docslintCreateRequire } from 'node:module';
const require = __docslintCreateRequire(import.meta.url);
import { fileURLToPath as __docslintFileURLToPath } from 'node:url';
const __dirname = __docslintFileURLToPath(new URL('.', import.meta.url));
import{listSiteAhead}from"./chunk-FP6LWUSI.js";import"./chunk-4UW2LYIR.js";import"./chunk-JOAS3VUQ.js";import{parentPort,workerData}from"node:worker_threads";var{cwd,paths}=workerData;parentPort?.postMessage(listSiteAhead(cwd,paths)??null);
