/**
 * The generator-classes fixture site: one page per class of cases where docslint must judge a page as the
 * site generator does (component attribute values, documented front matter fields, imports and links,
 * suggestions), each with the exact messages it gets. What the generator accepts on those pages gets none:
 * `defaultOpen="false"`, `"true"`, `true` and `{true}`, a level-1 heading on a `custom` page, a level-3 heading
 * after the level-2 heading a snippet renders.
 */
import { describe, expect, it } from '@jest/globals'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { messages } from '../helpers.js'

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/sites/generator-classes')

const messagesOf = (root: string) => messages(root, [root], { offline: true })

describe('the generator-classes fixture site', () => {
  it('reports each class at its case, with the exact message, and nothing on what the generator accepts', async () => {
    expect(await messagesOf(site)).toEqual([
      // Attribute values as the generator reads them: "yes" is no flag (lines 9-12: "false", "true", the flag alone and {true} pass).
      'component-values.mdx 13:30-13:47 component-attributes error: `<Accordion>` `defaultOpen` is a flag: write `defaultOpen` on its own (or `defaultOpen={false}`), not a string',
      'component-values.mdx 18:8-18:20 component-attributes warn: `<Badge>` `color="pink"` is not a value it takes: give one of `gray`, `blue`, `green`, `yellow`, `orange`, `red`, `purple`, `white`, `surface`, `white-destructive` or `surface-destructive`',
      'component-values.mdx 20:13-20:25 component-attributes warn: `<Visibility>` `for="robots"` is not a value it takes: give one of `humans` or `agents`',
      'component-values.mdx 24:7-24:26 component-attributes warn: `<Card>` has no `tilte` attribute; did you mean `title`? (it takes `title`, `icon`, `href`, `iconType`, `color`, `img`, `horizontal`, `cta`, `arrow`, `type` and `disabled`)',
      // Documented front matter fields, on the value in the YAML (`mode: "wider"` is page-rules' bad-fields.mdx; custom-mode.mdx passes).
      'front-matter.mdx 4:15-4:18 frontmatter-schema error: `sidebarTitle` must be a string, not a number (123); quote it',
      'front-matter.mdx 5:9-5:14 frontmatter-schema error: `hidden` must be `true` or `false` (unquoted), not a string ("yes")',
      'front-matter.mdx 6:6-6:16 frontmatter-schema error: `api` must start with an HTTP method (`GET`, `POST`, `PUT`, `PATCH`, `DELETE`, `HEAD`, `OPTIONS` or `TRACE`), not `FETCH`',
      // Imports and links: a name the snippet does not export, links written with their extension (the snippet's heading starts the page).
      'imports-and-links.mdx 6:17-6:22 import-missing error: Import `/snippets/parts.mdx` has no export `Thing`: it exports `Other`',
      'imports-and-links.mdx 15:6-15:47 link-extension warn: Link `/guides/quickstart.mdx` is written with its file extension: paths with extensions do not work in production (the generator serves each page at its path without `.md` or `.mdx`); write `/guides/quickstart`',
      'imports-and-links.mdx 15:52-15:91 link-extension warn: Link `./guides/quickstart.md` is written with its file extension: paths with extensions do not work in production (the generator serves each page at its path without `.md` or `.mdx`); write `./guides/quickstart`',
      // Suggestions only when right: none for a folder without a landing page, its landing page for one that has it, the page for a slip.
      'suggestions.mdx 6:43-6:70 link-broken error: Link `/reference` leads to `/reference`, which is no page of the site',
      'suggestions.mdx 8:31-8:52 link-broken error: Link `/guides` leads to `/guides`, which is no page of the site; did you mean `/guides/overview`?',
      'suggestions.mdx 10:22-10:58 link-broken error: Link `/guides/quikstart` leads to `/guides/quikstart`, which is no page of the site; did you mean `/guides/quickstart`?'
    ])
  })

  it('counts the heading a snippet renders: without it, the page starts at level 3', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docslint-site-'))
    try {
      cpSync(site, root, { recursive: true })
      const page = path.join(root, 'imports-and-links.mdx')
      writeFileSync(page, readFileSync(page, 'utf8').replace('<SetupHeading />\n', ''))
      const headings = (await messagesOf(root)).filter((line) => line.startsWith('imports-and-links.mdx') && / heading-/.test(line))
      expect(headings).toEqual(['imports-and-links.mdx 10:1-10:12 heading-start warn: The first heading is level 3: start the body at level 2 (`##`)'])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
