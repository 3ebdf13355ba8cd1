import { beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

interface ImportGraph {
  tree: Record<string, { id: string | null }[] | null>
  circulars: string[][]
}

/**
 * The import graph of the sources and the rules, by dpdm (its command line: its library is CommonJS that
 * requires an ES module). Type-only and dynamic imports are included: a type-only cycle is still two modules
 * that cannot be understood apart.
 */
function importGraph(): ImportGraph {
  const folder = mkdtempSync(path.join(tmpdir(), 'docslint-imports-'))
  try {
    const output = path.join(folder, 'graph.json')
    const dpdm = path.join('node_modules', 'dpdm', 'lib', 'bin', 'dpdm.js')
    execFileSync(process.execPath, [dpdm, '--no-tree', '--no-warning', '--no-progress', '--output', output, 'src/**/*.ts', 'rules/**/*.ts', 'bench/**/*.ts'], {
      stdio: 'ignore'
    })
    return JSON.parse(readFileSync(output, 'utf8')) as ImportGraph
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** `from -> to` for each import of a file matching `from` that leads to a file matching `to`. */
function importsBetween(graph: ImportGraph, from: (file: string) => boolean, to: (file: string) => boolean): string[] {
  return Object.entries(graph.tree).flatMap(([file, imports]) =>
    from(file) ? (imports ?? []).flatMap(({ id }) => (id && to(id) ? [`${file} -> ${id}`] : [])) : []
  )
}

describe('the import graph', () => {
  let graph: ImportGraph
  beforeAll(() => {
    graph = importGraph()
  })

  it('covers the sources and the rules', () => {
    expect(Object.keys(graph.tree)).toEqual(expect.arrayContaining(['src/engine.ts', 'rules/index.ts', 'rules/page/image-frame.ts']))
  })

  it('has no cycles', () => {
    expect(graph.circulars).toEqual([])
  })

  it('reaches the rules from src/ only through the registry', () => {
    const doors = new Set(['rules/index.ts', 'rules/presets.ts'])
    expect(importsBetween(graph, (file) => file.startsWith('src/'), (file) => file.startsWith('rules/') && !doors.has(file))).toEqual([])
  })

  it('keeps rule files apart: a rule imports src/, never the registry or another rule', () => {
    const isRuleFile = (file: string) => /^rules\/[^/]+\//.test(file)
    expect(importsBetween(graph, isRuleFile, (file) => file.startsWith('rules/'))).toEqual([])
  })
})
