// The docslint GitHub Action, bundled by scripts/build-action.mjs from src/action/run.ts: do not edit.
import { createRequire as __docslintCreateRequire } from 'node:module';
const require = __docslintCreateRequire(import.meta.url);
import { fileURLToPath as __docslintFileURLToPath } from 'node:url';
const __dirname = __docslintFileURLToPath(new URL('.', import.meta.url));
import {
  __commonJS,
  __require
} from "./chunk-QBHRZAPV.js";

// node_modules/piscina/dist/symbols.js
var require_symbols = __commonJS({
  "node_modules/piscina/dist/symbols.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.kFieldCount = exports.kResponseCountField = exports.kRequestCountField = exports.kQueueOptions = exports.kValue = exports.kTransferable = exports.kWorkerData = exports.kMovable = void 0;
    exports.kMovable = /* @__PURE__ */ Symbol("Piscina.kMovable");
    exports.kWorkerData = /* @__PURE__ */ Symbol("Piscina.kWorkerData");
    exports.kTransferable = /* @__PURE__ */ Symbol.for("Piscina.transferable");
    exports.kValue = /* @__PURE__ */ Symbol.for("Piscina.valueOf");
    exports.kQueueOptions = /* @__PURE__ */ Symbol.for("Piscina.queueOptions");
    exports.kRequestCountField = 0;
    exports.kResponseCountField = 1;
    exports.kFieldCount = 2;
  }
});

// node_modules/piscina/dist/common.js
var require_common = __commonJS({
  "node_modules/piscina/dist/common.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.commonState = exports.READY = void 0;
    exports.isTransferable = isTransferable;
    exports.isMovable = isMovable;
    exports.markMovable = markMovable;
    exports.maybeFileURLToPath = maybeFileURLToPath;
    exports.getAvailableParallelism = getAvailableParallelism;
    exports.withNullPrototype = withNullPrototype;
    exports.promiseResolvers = promiseResolvers;
    var node_url_1 = __require("node:url");
    var node_os_1 = __require("node:os");
    var symbols_1 = require_symbols();
    exports.READY = "_WORKER_READY";
    function isTransferable(value) {
      return value != null && typeof value === "object" && symbols_1.kTransferable in value && symbols_1.kValue in value;
    }
    function isMovable(value) {
      return isTransferable(value) && value[symbols_1.kMovable] === true;
    }
    function markMovable(value) {
      Object.defineProperty(value, symbols_1.kMovable, {
        enumerable: false,
        configurable: true,
        writable: true,
        value: true
      });
    }
    exports.commonState = {
      isWorkerThread: false,
      workerData: void 0
    };
    function maybeFileURLToPath(filename) {
      return filename.startsWith("file:") ? (0, node_url_1.fileURLToPath)(new node_url_1.URL(filename)) : filename;
    }
    function getAvailableParallelism() {
      return (0, node_os_1.availableParallelism)();
    }
    function withNullPrototype(source, overrides) {
      return Object.assign(/* @__PURE__ */ Object.create(null), source, overrides);
    }
    function promiseResolvers() {
      if (Promise.withResolvers != null)
        return Promise.withResolvers();
      let res;
      let rej;
      return {
        promise: new Promise((resolve, reject) => {
          res = resolve;
          rej = reject;
        }),
        resolve: res,
        reject: rej
      };
    }
  }
});

export {
  require_symbols,
  require_common
};
