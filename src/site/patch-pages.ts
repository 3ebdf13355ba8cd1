/**
 * After an edit in the editor, the Site model of the last check with the pages checked again put in place of
 * theirs, instead of a model built again from every file (src/site/incremental.ts keeps it). Only when the edit
 * left the site's shape as it was: the same files (each unchanged file the very one the model holds), docs.json
 * unchanged, and each page checked again with the same path, the same rule settings, and no change to a fact that
 * shapes the site (front matter, imports, exports, API facts: src/site/fact-readers.ts). Then the pages' URLs,
 * the navigation and the snippets are those of the model, and only the pages' files and facts change.
 */
import path from 'node:path'
import type { VFile } from 'vfile'
import { relativePathOf } from '../util/file-paths.js'
import { changedFacts } from './moved-messages.js'
import { shapesSite } from './fact-readers.js'
import { linkIndexOf } from './link-index.js'
import type { Site, SitePage } from './model.js'
import { oncePer } from '../util/once-per.js'

/** A Site model and how many files the check it was built in had, for telling whether a later check has the same. */
export interface KeptSite {
  site: Site
  fileCount: number
}

/**
 * Puts the files checked again (those of `files` not in `unchanged`) in place of their pages in the kept model;
 * the pages patched, or undefined (the model untouched) when the edit changed the site's shape.
 */
export function patchPages(kept: KeptSite, files: readonly VFile[], unchanged: ReadonlySet<VFile>): SitePage[] | undefined {
  const { site } = kept
  if (files.length !== kept.fileCount || !unchanged.has(site.configFile) || site.linkedOut.some(({ file }) => !unchanged.has(file))) return undefined
  const byPath = pagesByPath(site)
  const replacements = new Map<SitePage, VFile>()
  for (const file of files) {
    if (unchanged.has(file)) continue
    const page = byPath.get(relativePathOf(file, file.cwd, site.root).split(path.sep).join('/'))
    if (!page || replacements.has(page) || !replaces(page, file)) return undefined
    replacements.set(page, file)
  }
  if (site.pages.some((page) => !replacements.has(page) && !unchanged.has(page.file))) return undefined
  for (const [page, file] of replacements) {
    page.file = file
    page.facts = file.data.pageFacts!
  }
  linkIndexOf(site).patch([...replacements.keys()])
  return [...replacements.keys()]
}

/** Whether `file`, checked again, can take the place of `page`'s file without changing the site's shape. */
function replaces(page: SitePage, file: VFile): boolean {
  const facts = file.data.pageFacts
  const [setup, was] = [file.data.ruleSetup, page.file.data.ruleSetup]
  if (!facts || (setup !== was && JSON.stringify(setup ?? null) !== JSON.stringify(was ?? null))) return false
  return ![...changedFacts(page.facts, facts)].some(shapesSite)
}

const pagesByPath = oncePer((site: Site) => new Map(site.pages.map((page) => [page.path, page])))
