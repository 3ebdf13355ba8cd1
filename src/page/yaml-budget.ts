import { isScalar, visit, type Document } from 'yaml'
import { MAX_YAML_NESTING } from './budget.js'

/** A problem of a YAML block found by docslint itself, with the range it is at in the block. */
export interface YamlProblem {
  reason: string
  range: [number, number]
}

/**
 * Where YAML nests deeper than MAX_YAML_NESTING (block indentation, `- ` items, `[`/`{` collections and
 * `key: key: ...` maps inside each other), found from the text: the YAML parser recurses into every level, and
 * past a few hundred it overflows the stack. `what` names the YAML in the reason.
 */
export function yamlNestingProblem(yaml: string, what = 'front matter'): YamlProblem | undefined {
  const indents: number[] = []
  let flow = 0
  let offset = 0
  for (const line of yaml.split('\n')) {
    const indent = /^ */.exec(line)![0].length
    const content = line.slice(indent)
    if (flow === 0 && content !== '' && !content.startsWith('#')) {
      while (indents.length > 0 && indents[indents.length - 1] >= indent) indents.pop()
      indents.push(indent)
    }
    const items = /^(?:- +)*/.exec(content)![0].split('-').length - 1
    let quote: string | undefined
    // Each `: ` after a line's first opens a map inside the one before it (`a: b: c`, an error the parser recurses into to find).
    let keys = -1
    for (let index = 0; index < content.length; index++) {
      const char = content[index]
      if (quote) {
        if (char === quote) quote = undefined
      } else if (char === '"' || char === "'") quote = char
      else if (char === '[' || char === '{') flow++
      else if (char === ']' || char === '}') flow = Math.max(0, flow - 1)
      else if (char === ':' && (index + 1 === content.length || content[index + 1] === ' ' || content[index + 1] === '\t')) keys++
      if (indents.length + items + flow + Math.max(0, keys) > MAX_YAML_NESTING) {
        const at = offset + indent + index
        return { reason: `it nests more than ${MAX_YAML_NESTING} levels deep here; docslint does not read ${what} this deep`, range: [at, at + 1] }
      }
    }
    offset += line.length + 1
  }
  return undefined
}

/**
 * Keys written twice in one mapping, each after the first: the YAML parser's own check (`uniqueKeys`) compares
 * every key with every other, which takes minutes for 100,000 keys; a set of the keys seen takes one pass.
 */
export function duplicateKeys(document: Document): YamlProblem[] {
  const problems: YamlProblem[] = []
  visit(document, {
    Map(_key, map) {
      const seen = new Set<unknown>()
      for (const pair of map.items) {
        const key = isScalar(pair.key) ? pair.key.value : pair.key
        if (isScalar(pair.key) && seen.has(key)) problems.push({ reason: 'Map keys must be unique', range: [pair.key.range?.[0] ?? 0, pair.key.range?.[1] ?? 0] })
        seen.add(key)
      }
    }
  })
  return problems
}

/** The first alias (`*name`) of the document, where an expansion that went too far is reported. */
export function firstAlias(document: Document): [number, number] | undefined {
  let found: [number, number] | undefined
  visit(document, {
    Alias(_key, alias) {
      found = alias.range ? [alias.range[0], alias.range[1]] : undefined
      return visit.BREAK
    }
  })
  return found
}
