#!/usr/bin/env node
/**
 * Spot check of a run's messages: up to N messages per rule, drawn at random with a fixed seed (so a second run
 * draws the same ones), each printed with the lines of the file around it, for a person to judge.
 *
 *   node dist/src/cli.js check SITE --format json > run.json
 *   node scripts/spot-check.mjs run.json [--per-rule 20] [--seed 13] [--rule id]
 *
 * Paths in the JSON are read from the current folder, as the check wrote them.
 */
import { readFileSync } from 'node:fs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`)
  return at === -1 ? fallback : args[at + 1]
}
const perRule = Number(option('per-rule', 20))
const only = option('rule', undefined)
const seed = Number(option('seed', 13))
const run = JSON.parse(readFileSync(args[0], 'utf8'))

/** mulberry32: a small seeded generator, enough to draw a sample that a second run draws again. */
function generator(state) {
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const byRule = new Map()
for (const file of run) {
  for (const message of file.messages) {
    const rule = message.ruleId ?? '(none)'
    if (only && rule !== only) continue
    if (!byRule.has(rule)) byRule.set(rule, [])
    byRule.get(rule).push({ path: file.path, message })
  }
}

const lines = new Map()
const linesOf = (path) => {
  if (!lines.has(path)) {
    try {
      lines.set(path, readFileSync(path, 'utf8').split('\n'))
    } catch {
      lines.set(path, [])
    }
  }
  return lines.get(path)
}
const clip = (line, column) => (line.length <= 220 ? line : `…${line.slice(Math.max(0, column - 100), column + 120)}…`)

for (const [rule, entries] of [...byRule].sort(([a], [b]) => a.localeCompare(b))) {
  const random = generator(seed)
  const drawn = [...entries]
  for (let i = drawn.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[drawn[i], drawn[j]] = [drawn[j], drawn[i]]
  }
  const sample = drawn.slice(0, perRule)
  console.log(`\n=== ${rule}: ${sample.length} of ${entries.length}`)
  sample.forEach(({ path, message }, index) => {
    const start = message.place?.start ?? { line: message.line, column: message.column }
    const end = message.place?.end ?? start
    const severity = message.fatal === true ? 'error' : message.fatal === false ? 'warning' : 'info'
    console.log(`\n[${rule} #${index + 1}] ${path}:${start.line}:${start.column}-${end.line}:${end.column} ${severity}\n  ${message.reason}`)
    const text = linesOf(path)
    for (let line = Math.max(1, start.line - 1); line <= Math.min(text.length, end.line + 1, start.line + 6); line++) {
      console.log(`  ${line === start.line ? '>' : ' '}${String(line).padStart(5)}| ${clip(text[line - 1], line === start.line ? start.column : 0)}`)
    }
  })
}
