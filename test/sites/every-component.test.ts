/**
 * The every-component fixture site: pages written from the generator's components documentation that use
 * every component of the catalogue (src/page/catalogue.ts) with every attribute it lists, nested as
 * documented. The site must check clean, and it must keep up with the catalogue: a component or attribute
 * the catalogue gains fails the coverage test until a page of the site uses it.
 */
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { generatorComponents, seedComponents } from '../../src/page/catalogue.js'
import { parsePageOnly } from '../../src/page/parse.js'
import { visit } from '../../src/page/visit.js'
import { attributes, isJsxElement } from '../../src/page/jsx.js'
import { check } from '../../src/engine.js'
import { messages } from '../helpers.js'

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/sites/every-component')

/** The site's pages, by their path from the site root. */
function pagesOf(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.mdx')).sort()
}

/** The attribute names each component is written with anywhere in the site, by component name. */
function usedAttributes(root: string): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>()
  for (const page of pagesOf(root)) {
    visit(parsePageOnly(readFileSync(path.join(root, page), 'utf8')), (node) => {
      if (!isJsxElement(node) || !node.name) return
      const names = used.get(node.name) ?? new Set<string>()
      for (const attribute of attributes(node)) names.add(attribute.name)
      used.set(node.name, names)
    })
  }
  return used
}

/** `Component` for a component no page uses, `Component attribute` for an attribute none gives it. */
function uncovered(catalogue: typeof generatorComponents, used: Map<string, Set<string>>): string[] {
  return Object.entries(catalogue).flatMap(([name, spec]) => {
    const given = used.get(name)
    if (!given) return [name]
    return Object.keys(spec.attributes ?? {}).filter((attribute) => !given.has(attribute)).map((attribute) => `${name} ${attribute}`)
  })
}

describe('the every-component fixture site', () => {
  it('checks clean: no message of any rule on any of its pages', async () => {
    expect(await messages(site, [site], { offline: true })).toEqual([])
  })

  it('is checked page by page (the clean result is not an empty check)', async () => {
    const checked = (await check({ paths: [site], cwd: site, offline: true })).map((file) => path.relative(site, path.resolve(file.cwd, file.path)))
    expect(checked).toEqual(expect.arrayContaining(pagesOf(site)))
  })

  it('uses every component of the catalogue with every attribute the catalogue lists for it', () => {
    const used = usedAttributes(site)
    expect(uncovered(generatorComponents, used)).toEqual([])
    expect(uncovered(seedComponents, used)).toEqual([])
  })
})
