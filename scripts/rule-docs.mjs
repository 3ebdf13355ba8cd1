// Writes docs/rules/<id>.md for every rule from the rule's own file: its metadata (id, description,
// severity, what --fix does) and the doc comment at its top (what, why, examples); and the README's rule table, between its
// `<!-- rules:start -->` and `<!-- rules:end -->` markers. `--check` exits 1 when either is stale.
// An example's code block may name its file after the language (```json docs.json): the page shows the name
// above the block, since Markdown viewers show only the language. test/docs/rule-examples.test.ts runs them.
// Reads the compiled registry, so run `npm run build` first.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { allRules } from '../dist/rules/index.js'
import { presets } from '../dist/rules/presets.js'
import { defaultLabel, severityLabels } from '../dist/src/rule.js'

function docComment(rule) {
  const source = readFileSync(path.join('rules', rule.kind, `${rule.id}.ts`), 'utf8')
  const match = /^\/\*\*\n([\s\S]*?)\n \*\//.exec(source)
  if (!match) throw new Error(`rules/${rule.kind}/${rule.id}.ts has no doc comment at its top`)
  // The description is the rule's `meta.description`, written once; the comment is the rest of the page.
  if (match[1].startsWith(` * ${rule.id}:`)) throw new Error(`rules/${rule.kind}/${rule.id}.ts: start the doc comment with the explanation, not the rule's id and a second description`)
  const lines = match[1].split('\n').map((line) => line.replace(/^ \* ?/, '').replace(/\*\\\//g, '*/'))
  return withFileNames(lines).join('\n').trim()
}

/** Each top-level code block whose info string names a file gets the name, in code, on the line above it. */
function withFileNames(lines) {
  const out = []
  let fence
  for (const line of lines) {
    if (fence) {
      if (new RegExp(`^${fence[0]}{${fence.length},}\\s*$`).test(line)) fence = undefined
    } else {
      const open = /^(`{3,}|~{3,})\w+\s+(\S+)\s*$/.exec(line) ?? /^(`{3,}|~{3,})/.exec(line)
      if (open) fence = open[1]
      if (open?.[2]) out.push(`\`${open[2]}\``)
    }
    out.push(line)
  }
  return out
}

function page(rule) {
  return [
    `# ${rule.id}`,
    '',
    `**What it checks:** ${rule.description}.`,
    '',
    `- Kind: ${rule.kind} rule (\`rules/${rule.kind}/${rule.id}.ts\`)`,
    `- Default severity (\`docslint:recommended\`): ${defaultLabel(rule)}${rule.preset ? '' : `; in \`docslint:strict\` and \`docslint:all\`: ${severityLabels[presets.strict.rules[rule.id]]}`}`,
    `- Turn it off: \`{"rules": {"${rule.id}": "off"}}\` in \`.docslintrc.json\``,
    ...(rule.fixable ? [`- Fixable: \`docslint check --fix\` ${rule.fixable}`] : []),
    ...(rule.onlyWith ? [`- Runs only with \`docslint check ${rule.onlyWith}\`: a default check never reports it`] : []),
    '',
    docComment(rule),
    ...optionsSection(rule),
    ''
  ].join('\n')
}

/** The rule's options, from the JSON Schema beside its code, with their defaults. */
function optionsSection(rule) {
  const properties = Object.entries(rule.options?.properties ?? {})
  if (properties.length === 0) return []
  const rows = properties.map(([name, schema]) => {
    const fallback = rule.defaultOptions?.[name]
    const shown = fallback === undefined ? '' : `\`${JSON.stringify(fallback)}\``
    return `| \`${name}\` | ${typeOf(schema)} | ${shown} | ${schema.description ?? ''} |`
  })
  const example = properties.map(([name]) => `"${name}": ${JSON.stringify(rule.defaultOptions?.[name] ?? null)}`).join(', ')
  return [
    '',
    '## Options',
    '',
    `Set as \`{"rules": {"${rule.id}": ["${rule.severity}", {${example}}]}}\`.`,
    '',
    '| option | type | default | what it does |',
    '|---|---|---|---|',
    ...rows
  ]
}

function typeOf(schema) {
  if (schema.enum) return schema.enum.map((value) => `\`${value}\``).join(' \\| ')
  if (schema.type === 'array') return `${schema.items?.type ?? 'value'}[]`
  return schema.type ?? 'value'
}

/** The README with its rule table made anew from the registry. */
function readmeWithTable() {
  const readme = readFileSync('README.md', 'utf8')
  const start = '<!-- rules:start -->\n'
  const end = '<!-- rules:end -->'
  const rows = allRules.map((rule) => `| [\`${rule.id}\`](docs/rules/${rule.id}.md) | ${defaultLabel(rule)} | ${rule.description} |`)
  const table = ['| Rule | Default | What it checks |', '|---|---|---|', ...rows].join('\n') + '\n'
  return readme.slice(0, readme.indexOf(start) + start.length) + table + readme.slice(readme.indexOf(end))
}

const check = process.argv.includes('--check')
const stale = []
mkdirSync('docs/rules', { recursive: true })
const outputs = [...allRules.map((rule) => [path.join('docs/rules', `${rule.id}.md`), page(rule)]), ['README.md', readmeWithTable()]]
for (const [file, text] of outputs) {
  if (check) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) stale.push(file)
  } else {
    writeFileSync(file, text)
  }
}
if (stale.length > 0) {
  console.error(`Out of date: ${stale.join(', ')}; run \`npm run docs:rules\``)
  process.exit(1)
}
