// The docslint GitHub Action, bundled by scripts/build-action.mjs from src/action/run.ts: do not edit.
import { createRequire as __docslintCreateRequire } from 'node:module';
const require = __docslintCreateRequire(import.meta.url);
import { fileURLToPath as __docslintFileURLToPath } from 'node:url';
const __dirname = __docslintFileURLToPath(new URL('.', import.meta.url));
import {
  require_common,
  require_symbols
} from "./chunk-MDTQN437.js";
import {
  __commonJS,
  __require
} from "./chunk-QBHRZAPV.js";

// node_modules/piscina/dist/worker.js
var require_worker = __commonJS({
  "node_modules/piscina/dist/worker.js"(exports) {
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: true });
    var node_worker_threads_1 = __require("node:worker_threads");
    var node_url_1 = __require("node:url");
    var node_perf_hooks_1 = __require("node:perf_hooks");
    var symbols_1 = require_symbols();
    var common_1 = require_common();
    common_1.commonState.isWorkerThread = true;
    common_1.commonState.workerData = node_worker_threads_1.workerData;
    function noop() {
    }
    var handlerCache = /* @__PURE__ */ new Map();
    var useAtomics = process.env.PISCINA_DISABLE_ATOMICS !== "1";
    var useAsyncAtomics = process.env.PISCINA_ENABLE_ASYNC_ATOMICS === "1";
    var importESMCached;
    function getImportESM() {
      if (importESMCached === void 0) {
        importESMCached = new Function("specifier", "return import(specifier)");
      }
      return importESMCached;
    }
    async function getHandler(filename, name) {
      let handler = handlerCache.get(`${filename}/${name}`);
      if (handler != null) {
        return handler;
      }
      try {
        handler = await Promise.resolve(`${filename}`).then((s) => __importStar(__require(s)));
        if (typeof handler !== "function") {
          handler = await handler[name];
        }
      } catch {
      }
      if (typeof handler !== "function") {
        handler = await getImportESM()((0, node_url_1.pathToFileURL)(filename).href);
        if (typeof handler !== "function") {
          handler = await handler[name];
        }
      }
      if (typeof handler !== "function") {
        return null;
      }
      if (handlerCache.size > 1e3) {
        const [[key]] = handlerCache;
        handlerCache.delete(key);
      }
      handlerCache.set(`${filename}/${name}`, handler);
      return handler;
    }
    node_worker_threads_1.parentPort.on("message", async (message) => {
      var _a;
      const { port, sharedBuffer, filename, name, niceIncrement } = message;
      if (niceIncrement !== 0) {
        (_a = await Promise.resolve().then(() => __importStar(__require("@napi-rs/nice"))).catch(noop)) === null || _a === void 0 ? void 0 : _a.nice(niceIncrement);
      }
      try {
        if (filename != null) {
          await getHandler(filename, name);
        }
        const readyMessage = { [common_1.READY]: true };
        useAtomics = useAtomics !== false && message.atomics !== "disabled";
        useAsyncAtomics = useAtomics !== false && (useAsyncAtomics || message.atomics === "async");
        node_worker_threads_1.parentPort.postMessage(readyMessage);
        port.on("message", onMessage.bind(null, port, sharedBuffer));
        if (useAtomics) {
          const res = atomicsWaitLoop(port, sharedBuffer);
          if ((res === null || res === void 0 ? void 0 : res.then) != null)
            await res;
        }
      } catch (error) {
        throwInNextTick(error);
      }
    });
    var currentTasks = 0;
    var lastSeenRequestCount = 0;
    function atomicsWaitLoop(port, sharedBuffer) {
      if (useAsyncAtomics === true) {
        const { async, value } = Atomics.waitAsync(sharedBuffer, symbols_1.kRequestCountField, lastSeenRequestCount);
        return async === true && value.then(() => {
          lastSeenRequestCount = Atomics.load(sharedBuffer, symbols_1.kRequestCountField);
          let entry;
          while ((entry = (0, node_worker_threads_1.receiveMessageOnPort)(port)) !== void 0) {
            onMessage(port, sharedBuffer, entry.message);
          }
        });
      }
      while (currentTasks === 0) {
        Atomics.wait(sharedBuffer, symbols_1.kRequestCountField, lastSeenRequestCount);
        lastSeenRequestCount = Atomics.load(sharedBuffer, symbols_1.kRequestCountField);
        let entry;
        while ((entry = (0, node_worker_threads_1.receiveMessageOnPort)(port)) !== void 0) {
          onMessage(port, sharedBuffer, entry.message);
        }
      }
    }
    async function onMessage(port, sharedBuffer, message) {
      currentTasks++;
      const { taskId, task, filename, name } = message;
      let response;
      let transferList = [];
      const start = message.histogramEnabled === 1 ? node_perf_hooks_1.performance.now() : null;
      try {
        const handler = await getHandler(filename, name);
        if (handler === null) {
          throw new Error(`No handler function exported from ${filename}`);
        }
        let result = await handler(task);
        if ((0, common_1.isMovable)(result)) {
          transferList = transferList.concat(result[symbols_1.kTransferable]);
          result = result[symbols_1.kValue];
        }
        response = {
          taskId,
          result,
          error: null,
          time: start == null ? null : Math.round(node_perf_hooks_1.performance.now() - start)
        };
        if (useAtomics && !useAsyncAtomics) {
          if (process.stdout.writableLength > 0) {
            await new Promise((resolve) => process.stdout.write("", resolve));
          }
          if (process.stderr.writableLength > 0) {
            await new Promise((resolve) => process.stderr.write("", resolve));
          }
        }
      } catch (error) {
        response = {
          taskId,
          result: null,
          // It may be worth taking a look at the error cloning algorithm we
          // use in Node.js core here, it's quite a bit more flexible
          error,
          time: start == null ? null : Math.round(node_perf_hooks_1.performance.now() - start)
        };
      }
      currentTasks--;
      try {
        port.postMessage(response, transferList);
        Atomics.add(sharedBuffer, symbols_1.kResponseCountField, 1);
        if (useAtomics) {
          const res = atomicsWaitLoop(port, sharedBuffer);
          if ((res === null || res === void 0 ? void 0 : res.then) != null)
            await res;
        }
      } catch (error) {
        throwInNextTick(error);
      }
    }
    function throwInNextTick(error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }
});
export default require_worker();
