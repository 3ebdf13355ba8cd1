import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { toHtml } from 'hast-util-to-html'
import { isInside } from '../site/root.js'
import type { Site } from '../site/model.js'
import { renderContent } from './content.js'
import { pageShell, SCRIPT_FILE, STYLE_FILE } from './layout.js'
import { navigationOrder } from './navigation.js'
import { outputFile } from './paths.js'
import { SCRIPT } from './script.js'
import { SiteLinks } from './site-links.js'
import { STYLE } from './style.js'

export interface PreviewResult {
  pages: number
  /** Every file written, relative to the output folder, sorted. */
  files: string[]
  bytes: number
}

/** Thrown when the output folder cannot be used (it holds the site, or files the preview did not write). */
export class PreviewFailure extends Error {
  override name = 'PreviewFailure'
}

/**
 * Writes the static preview of a checked site into `outDir`, from its Site model and the compact page trees
 * the check kept (`file.data.previewTree`): one `.html` file per page, the files its pages and docs.json
 * use, and `_docslint/` (stylesheet and script). The same model gives byte-identical files.
 */
export function writePreview(site: Site, outDir: string): PreviewResult {
  const config = site.config
  if (!config) throw new PreviewFailure('docs.json could not be read, so there is no site to build')
  prepareOutput(site.root, outDir)
  const assets = new Set<string>()
  const written: string[] = []
  let bytes = 0
  // Each page is written as soon as it is rendered, so only one page's HTML is in memory at a time.
  const write = (file: string, content: string) => {
    const target = path.join(outDir, file)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, content)
    written.push(file)
    bytes += Buffer.byteLength(content)
  }
  const pages = site.pages.filter((page) => page.file.data.previewTree && site.pageByUrl.get(page.url) === page)
  const order = navigationOrder(site)
  for (const page of pages) {
    const links = SiteLinks.forPage(site, page, assets)
    const version = page.version ?? config.versions?.[0]
    const versionPages = new Map<string, string>()
    for (const name of config.versions ?? []) {
      const first = order.find((candidate) => candidate.version === name)
      if (first) versionPages.set(name, links.to(outputFile(first.url)))
    }
    const content = renderContent(page.file.data.previewTree!, links)
    const tree = pageShell({ site, config, page, links, content, version, versionPages })
    write(outputFile(page.url), toHtml(tree) + '\n')
  }
  const home = order[0] ?? pages[0]
  if (!written.includes('index.html') && home) write('index.html', homeRedirect(outputFile(home.url)))
  write(STYLE_FILE, STYLE)
  write(SCRIPT_FILE, SCRIPT)
  // A page's HTML file wins over a site file of the same name (`guide.html` beside `guide.mdx`).
  for (const file of [...assets].filter((asset) => !written.includes(asset)).sort()) {
    const target = path.join(outDir, file)
    mkdirSync(path.dirname(target), { recursive: true })
    copyFileSync(path.join(site.root, file), target)
    written.push(file)
    bytes += statSync(target).size
  }
  return { pages: pages.length, files: written.sort(), bytes }
}

/** A site without a page at `/` still opens at `index.html`: it leads to the first page of the navigation. */
function homeRedirect(target: string): string {
  const href = encodeURI(target)
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${href}"><title>Redirecting</title></head><body><a href="${href}">Continue to the documentation</a></body></html>\n`
}

const MARKER = '_docslint'

/**
 * The output folder is emptied first, so a page that was removed does not linger; to never delete a user's
 * files, that is done only to a folder that is empty or holds an earlier preview (`_docslint/`), and never
 * to the site itself or a folder that holds it.
 */
function prepareOutput(root: string, outDir: string): void {
  const out = path.resolve(outDir)
  if (isInside(path.resolve(root), out)) throw new PreviewFailure(`the output folder ${outDir} holds the site itself; choose another folder`)
  if (existsSync(out)) {
    if (!statSync(out).isDirectory()) throw new PreviewFailure(`the output ${outDir} is a file, not a folder`)
    const entries = readdirSync(out)
    if (entries.length > 0 && !entries.includes(MARKER)) {
      throw new PreviewFailure(`the output folder ${outDir} is not empty and holds no earlier preview; empty it or choose another folder`)
    }
    for (const entry of entries) rmSync(path.join(out, entry), { recursive: true, force: true })
  }
  mkdirSync(out, { recursive: true })
}
