import { parseDocument } from 'yaml'
// old errorRange logic, as on main
function errorRange(yaml, reason, [from, to]) {
  const quote = /^Missing closing (["'])quote/.exec(reason)?.[1]
  if (quote) { const o = openingQuote(yaml, quote, from); return o === undefined ? [from, to] : [o, to] }
  if (reason.startsWith('Map keys must be unique')) { const end = /^[^:\n]*/.exec(yaml.slice(from))[0].trimEnd().length; return [from, from + Math.max(end, 1)] }
  return [from, to]
}
function openingQuote(yaml, quote, before) {
  for (let index = yaml.lastIndexOf(quote, before - 1); index >= 0; index = yaml.lastIndexOf(quote, index - 1)) {
    const lineStart = yaml.lastIndexOf('\n', index - 1) + 1
    if (/^\s*(?:[^:\n]*:|-)\s*$/.test(yaml.slice(lineStart, index))) return index
  }
}
const pieces = ['title: "A', 'title: A', "title: 'A", 'description: "B', 'description: B"', 'x: "y"', '"', "'", 'Line two."', 'title: A', 'a: b: c', '- x', '  y: z', 'k: `v`', 'title: "A"']
let n = 0
for (const a of pieces) for (const b of pieces) for (const c of pieces) {
  const y = [a, b, c].join('\n') + '\n'
  const d = parseDocument(y, { uniqueKeys: true, prettyErrors: false })
  const keys = d.errors.map(e => { const r = e.message.split('\n')[0]; return r + '@' + errorRange(y, r, e.pos).join(',') })
  const dup = keys.filter((k, i) => keys.indexOf(k) !== i)
  if (dup.length && n++ < 8) console.log(JSON.stringify(y), dup)
}
console.log('found', n)
