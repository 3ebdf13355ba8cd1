// The docslint GitHub Action, bundled by scripts/build-action.mjs from src/action/run.ts: do not edit.
import { createRequire as __docslintCreateRequire } from 'node:module';
const require = __docslintCreateRequire(import.meta.url);
import { fileURLToPath as __docslintFileURLToPath } from 'node:url';
const __dirname = __docslintFileURLToPath(new URL('.', import.meta.url));
import {
  __commonJS
} from "./chunk-QBHRZAPV.js";

// node_modules/balanced-match/index.js
var require_balanced_match = __commonJS({
  "node_modules/balanced-match/index.js"(exports, module) {
    "use strict";
    module.exports = balanced;
    function balanced(a, b, str) {
      if (a instanceof RegExp) a = maybeMatch(a, str);
      if (b instanceof RegExp) b = maybeMatch(b, str);
      var r = range(a, b, str);
      return r && {
        start: r[0],
        end: r[1],
        pre: str.slice(0, r[0]),
        body: str.slice(r[0] + a.length, r[1]),
        post: str.slice(r[1] + b.length)
      };
    }
    function maybeMatch(reg, str) {
      var m = str.match(reg);
      return m ? m[0] : null;
    }
    balanced.range = range;
    function range(a, b, str) {
      var begs, beg, left, right, result;
      var ai = str.indexOf(a);
      var bi = str.indexOf(b, ai + 1);
      var i = ai;
      if (ai >= 0 && bi > 0) {
        if (a === b) {
          return [ai, bi];
        }
        begs = [];
        left = str.length;
        while (i >= 0 && !result) {
          if (i == ai) {
            begs.push(i);
            ai = str.indexOf(a, i + 1);
          } else if (begs.length == 1) {
            result = [begs.pop(), bi];
          } else {
            beg = begs.pop();
            if (beg < left) {
              left = beg;
              right = bi;
            }
            bi = str.indexOf(b, i + 1);
          }
          i = ai < bi && ai >= 0 ? ai : bi;
        }
        if (begs.length) {
          result = [left, right];
        }
      }
      return result;
    }
  }
});

// node_modules/glob/node_modules/brace-expansion/index.js
var require_brace_expansion = __commonJS({
  "node_modules/glob/node_modules/brace-expansion/index.js"(exports, module) {
    var balanced = require_balanced_match();
    module.exports = expandTop;
    var escSlash = "\0SLASH" + Math.random().toFixed(16) + "\0";
    var escOpen = "\0OPEN" + Math.random().toFixed(16) + "\0";
    var escClose = "\0CLOSE" + Math.random().toFixed(16) + "\0";
    var escComma = "\0COMMA" + Math.random().toFixed(16) + "\0";
    var escPeriod = "\0PERIOD" + Math.random().toFixed(16) + "\0";
    var EXPANSION_MAX = 1e5;
    var EXPANSION_MAX_LENGTH = 4e6;
    var EXPANSION_MAX_DEPTH = 1e3;
    var EXPANSION_MAX_REWRITES = 1e3;
    var EXPANSION_MAX_STEPS = 2e7;
    var CALL_STEPS = 16;
    function numeric(str) {
      return parseInt(str, 10) == str ? parseInt(str, 10) : str.charCodeAt(0);
    }
    function escapeBraces(str) {
      return str.split("\\\\").join(escSlash).split("\\{").join(escOpen).split("\\}").join(escClose).split("\\,").join(escComma).split("\\.").join(escPeriod);
    }
    function unescapeBraces(str) {
      return str.split(escSlash).join("\\").split(escOpen).join("{").split(escClose).join("}").split(escComma).join(",").split(escPeriod).join(".");
    }
    function pushAll(target, items) {
      for (var i = 0; i < items.length; i++) {
        target.push(items[i]);
      }
    }
    function balancedWithBudget(str, masked, budget) {
      if (budget.remaining < 0) {
        return void 0;
      }
      var r = balanced.range("{", "}", masked);
      var unmatched = r !== void 0 && masked.indexOf("{") < r[0];
      budget.remaining -= r && !unmatched ? r[1] + 1 : str.length;
      if (!r || budget.remaining < 0) {
        return void 0;
      }
      return {
        end: r[1],
        pre: str.slice(0, r[0]),
        body: str.slice(r[0] + 1, r[1]),
        post: str.slice(r[1] + 1),
        unmatched
      };
    }
    function maskUnmatchedOpens(masked, budget) {
      budget.remaining -= masked.length;
      var open = [];
      for (var i = 0; i < masked.length; i++) {
        var c = masked.charCodeAt(i);
        if (c === 123) {
          open.push(i);
        } else if (c === 125 && open.length) {
          open.pop();
        }
      }
      var out = "";
      var last = 0;
      for (var j = 0; j < open.length; j++) {
        out += masked.slice(last, open[j]) + "\0";
        last = open[j] + 1;
      }
      return out + masked.slice(last);
    }
    function commaSetFollows(str, budget) {
      budget.remaining -= str.length;
      if (budget.remaining < 0) {
        return false;
      }
      var close = false;
      for (var i = str.length - 1; i >= 0; i--) {
        var c = str.charCodeAt(i);
        if (c === 125) {
          close = true;
        } else if (c === 10 || c === 13 || c === 8232 || c === 8233) {
          close = false;
        } else if (c === 44 && close && str.charCodeAt(i + 1) !== 44) {
          return true;
        }
      }
      return false;
    }
    function parseCommaParts(str, budget) {
      var parts = [];
      var carry = "";
      for (; ; ) {
        var m = balancedWithBudget(str, str, budget);
        if (budget.remaining < 0) {
          return void 0;
        }
        if (!m) {
          var tail = str.split(",");
          tail[0] = carry + tail[0];
          pushAll(parts, tail);
          return parts;
        }
        var pre = m.pre;
        var body = m.body;
        var post = m.post;
        var p = pre.split(",");
        p[0] = carry + p[0];
        p[p.length - 1] += "{" + body + "}";
        if (!post.length) {
          pushAll(parts, p);
          return parts;
        }
        carry = p.pop();
        pushAll(parts, p);
        str = post;
      }
    }
    function bound(value, fallback) {
      return value == null || isNaN(value) ? fallback : value;
    }
    function expandTop(str, options) {
      if (!str) return [];
      options = options || {};
      var max = bound(options.max, EXPANSION_MAX);
      var maxLength = bound(options.maxLength, EXPANSION_MAX_LENGTH);
      var maxDepth = bound(options.maxDepth, EXPANSION_MAX_DEPTH);
      var maxRewrites = bound(options.maxRewrites, EXPANSION_MAX_REWRITES);
      var maxSteps = bound(options.maxSteps, EXPANSION_MAX_STEPS);
      if (str.substr(0, 2) === "{}") {
        str = "\\{\\}" + str.substr(2);
      }
      return expand(
        escapeBraces(str),
        max,
        maxLength,
        maxDepth,
        0,
        maxRewrites,
        { remaining: maxSteps },
        true
      ).map(unescapeBraces);
    }
    function embrace(str) {
      return "{" + str + "}";
    }
    function isPadded(el) {
      return /^-?0\d/.test(el);
    }
    function lte(i, y) {
      return i <= y;
    }
    function gte(i, y) {
      return i >= y;
    }
    function combine(acc, pre, values, max, maxLength, dropEmpties, budget) {
      var out = [];
      var length = 0;
      var nonEmpty;
      outer: for (var a = 0; a < acc.length; a++) {
        var prefix = acc[a] + pre;
        var vs = values;
        if (dropEmpties && !prefix) {
          if (!nonEmpty) nonEmpty = values.filter(Boolean);
          vs = nonEmpty;
        }
        for (var v = 0; v < vs.length; v++) {
          if (out.length >= max) break outer;
          var expansion = prefix + vs[v];
          if (length + expansion.length > maxLength) break outer;
          out.push(expansion);
          length += expansion.length;
        }
      }
      budget.remaining -= out.length;
      return out;
    }
    function expandSequence(body, isAlphaSequence, max, maxLength, budget) {
      var n = body.split(/\.\./);
      var N = [];
      if (n[0] === void 0 || n[1] === void 0) {
        return N;
      }
      var x = numeric(n[0]);
      var y = numeric(n[1]);
      var width = Math.max(n[0].length, n[1].length);
      var incr = n.length === 3 && n[2] !== void 0 ? Math.max(Math.abs(numeric(n[2])), 1) : 1;
      var test = lte;
      var reverse = y < x;
      if (reverse) {
        incr *= -1;
        test = gte;
      }
      var pad = n.some(isPadded);
      var cost = pad ? width : 1;
      var length = 0;
      for (var i = x; test(i, y) && N.length < max; i += incr) {
        budget.remaining -= cost;
        if (budget.remaining < 0) {
          return void 0;
        }
        var c;
        if (isAlphaSequence) {
          c = String.fromCharCode(i);
          if (c === "\\") {
            c = "";
          }
        } else {
          c = String(i);
          if (pad) {
            var need = width - c.length;
            if (need > 0) {
              var z = new Array(need + 1).join("0");
              if (i < 0) {
                c = "-" + z + c.slice(1);
              } else {
                c = z + c;
              }
            }
          }
        }
        if (length + c.length > maxLength) break;
        N.push(c);
        length += c.length;
      }
      return N;
    }
    function expand(str, max, maxLength, maxDepth, depth, maxRewrites, budget, isTop) {
      budget.remaining -= CALL_STEPS;
      if (depth > maxDepth) {
        return [str];
      }
      var acc = [""];
      var rewrites = 0;
      var dropEmpties = false;
      var firstGroup = true;
      var masked = str;
      for (; ; ) {
        const m = balancedWithBudget(str, masked, budget);
        if (!m) {
          return combine(acc, str, [""], max, maxLength, dropEmpties, budget);
        }
        if (m.unmatched) {
          masked = maskUnmatchedOpens(masked, budget);
        }
        const pre = m.pre;
        var literal = function() {
          return combine(
            acc,
            pre + "{" + m.body + "}" + m.post,
            [""],
            max,
            maxLength,
            dropEmpties,
            budget
          );
        };
        if (/\$$/.test(pre)) {
          acc = combine(
            acc,
            pre + "{" + m.body + "}",
            [""],
            max,
            maxLength,
            dropEmpties && !m.post.length,
            budget
          );
          firstGroup = false;
          if (!m.post.length) break;
          str = m.post;
          masked = masked.slice(m.end + 1);
          continue;
        }
        var isNumericSequence = /^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(m.body);
        var isAlphaSequence = /^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.test(
          m.body
        );
        var isSequence = isNumericSequence || isAlphaSequence;
        var isOptions = m.body.indexOf(",") >= 0;
        if (!isSequence && !isOptions) {
          if (rewrites < maxRewrites && commaSetFollows(m.post, budget)) {
            rewrites++;
            str = m.pre + "{" + m.body + escClose + m.post;
            masked = masked.slice(0, m.end) + escClose + masked.slice(m.end + 1);
            isTop = true;
            continue;
          }
          return literal();
        }
        if (firstGroup) {
          dropEmpties = isTop && !isSequence;
          firstGroup = false;
        }
        var values;
        if (isSequence) {
          values = expandSequence(
            m.body,
            isAlphaSequence,
            max,
            maxLength,
            budget
          );
          if (!values) {
            return literal();
          }
        } else {
          var n = parseCommaParts(m.body, budget);
          if (!n) {
            return literal();
          }
          if (n.length === 1 && n[0] !== void 0) {
            n = expand(
              n[0],
              max,
              maxLength,
              maxDepth,
              depth + 1,
              maxRewrites,
              budget,
              false
            ).map(embrace);
            if (budget.remaining < 0) {
              return literal();
            }
            if (n.length === 1) {
              var single = combine(
                acc,
                pre + n[0],
                [""],
                max,
                maxLength,
                dropEmpties && !m.post.length,
                budget
              );
              if (budget.remaining < 0) {
                return literal();
              }
              acc = single;
              if (!m.post.length) break;
              str = m.post;
              masked = masked.slice(m.end + 1);
              continue;
            }
          }
          var dropsEmpties = dropEmpties && !m.post.length && !pre;
          for (var d = 0; dropsEmpties && d < acc.length; d++) {
            if (acc[d]) {
              dropsEmpties = false;
            }
          }
          values = [];
          var valuesLength = 0;
          outer: for (var j = 0; j < n.length; j++) {
            var expanded = expand(
              n[j],
              max,
              maxLength,
              maxDepth,
              depth + 1,
              maxRewrites,
              budget,
              false
            );
            if (budget.remaining < 0) {
              return literal();
            }
            for (var k = 0; k < expanded.length; k++) {
              var v = expanded[k];
              if (dropsEmpties && !v) continue;
              if (values.length >= max || valuesLength + v.length > maxLength) {
                break outer;
              }
              values.push(v);
              valuesLength += v.length;
            }
          }
        }
        var next = combine(
          acc,
          pre,
          values,
          max,
          maxLength,
          dropEmpties && !m.post.length,
          budget
        );
        if (budget.remaining < 0) {
          return literal();
        }
        acc = next;
        if (!m.post.length) break;
        str = m.post;
        masked = masked.slice(m.end + 1);
      }
      return acc;
    }
  }
});

export {
  require_balanced_match,
  require_brace_expansion
};
