import { describe, expect, it } from '@jest/globals'
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { filesIn, fixtureCopy, jsonFindings, runCli } from './run-cli.js'

/** `docslint check` on the site: its exit status and every message as `path rule line:column`. */
function check(site: string): { status: number | null; findings: string[] } {
  const run = runCli(['check', '.', '--format', 'json'], site)
  return { status: run.status, findings: jsonFindings(run.stdout) }
}

const moveDiff = `--- a/docs.json
+++ b/docs.json
@@ -3,15 +3,16 @@
   "theme": "mint",
   "name": "Relay",
   "colors": { "primary": "#0E7490" },
   "navbar": {
-    "links": [{ "label": "Setup", "href": "/guides/setup" }]
+    "links": [{ "label": "Setup", "href": "/start/setup" }]
   },
   "navigation": {
     "groups": [
-      { "group": "Start", "pages": ["index", "guides/setup", "guides/deploy"] }
+      { "group": "Start", "pages": ["index", "start/setup", "guides/deploy"] }
     ]
   },
   "redirects": [
-    { "source": "/install", "destination": "/guides/setup#install-the-cli" }
+    { "source": "/install", "destination": "/start/setup#install-the-cli" },
+    { "source": "/guides/setup", "destination": "/start/setup" }
   ]
 }
--- a/guides/deploy.mdx
+++ b/guides/deploy.mdx
@@ -4,9 +4,9 @@
 ---
 
 import Next from '/snippets/next.mdx'
 
-Before you deploy, finish [the setup](./setup#install-the-cli) and read the [setup guide][setup] again.
+Before you deploy, finish [the setup](../start/setup#install-the-cli) and read the [setup guide][setup] again.
 
 <Next />
 
-[setup]: ../guides/setup
+[setup]: ../start/setup
--- a/guides/setup.mdx
+++ b/start/setup.mdx
@@ -8,9 +8,9 @@
 <Requirements />
 
 ## Install the CLI
 
-Run the installer, then go on to [configure it](#install-the-cli-2) or read [the deploy guide](./deploy).
+Run the installer, then go on to [configure it](#install-the-cli-2) or read [the deploy guide](../guides/deploy).
 
 ## Install the CLI
 
 A second way to install it, for machines without a package manager.
--- a/index.mdx
+++ b/index.mdx
@@ -2,5 +2,5 @@
 title: Relay
 description: Relay moves messages between your services.
 ---
 
-Start with [the setup guide](/guides/setup), then [install the CLI](/guides/setup#install-the-cli).
+Start with [the setup guide](/start/setup), then [install the CLI](/start/setup#install-the-cli).
--- a/snippets/next.mdx
+++ b/snippets/next.mdx
@@ -1,3 +1,3 @@
-<Card title="Set up Relay" href="/guides/setup">
+<Card title="Set up Relay" href="/start/setup">
   Install the CLI and configure your first relay.
 </Card>
`

describe('docslint rename', () => {
  it('--dry-run prints the unified diff of the move and writes nothing', () => {
    const site = fixtureCopy('rename')
    const before = filesIn(site)
    const run = runCli(['rename', 'guides/setup.mdx', 'start/setup.mdx', '--dry-run'], site)
    expect(run).toEqual({ status: 0, stdout: moveDiff, stderr: '' })
    expect(filesIn(site)).toEqual(before)
  })

  it('moves a page linked from a page, a relative link, a reference definition and a snippet Card: the site checks as clean as before, with a redirect', () => {
    const site = fixtureCopy('rename')
    expect(check(site)).toEqual({ status: 0, findings: [] })
    const run = runCli(['rename', 'guides/setup.mdx', 'start/setup.mdx'], site)
    expect(run).toEqual({ status: 0, stdout: '', stderr: 'docslint rename: moved guides/setup.mdx to start/setup.mdx; 5 files edited\n' })
    expect(existsSync(path.join(site, 'guides/setup.mdx'))).toBe(false)
    expect(readFileSync(path.join(site, 'start/setup.mdx'), 'utf8')).toContain('[the deploy guide](../guides/deploy)')
    expect((JSON.parse(readFileSync(path.join(site, 'docs.json'), 'utf8')) as { redirects: unknown[] }).redirects).toContainEqual({ source: '/guides/setup', destination: '/start/setup' })
    expect(check(site)).toEqual({ status: 0, findings: [] })
    expect(Object.keys(filesIn(site)).filter((name) => name.includes('.tmp'))).toEqual([])
  })

  it('renames a heading and every link to its id, and to the id of the repeated heading that moves up', () => {
    const site = fixtureCopy('rename')
    const run = runCli(['rename', 'guides/setup.mdx#install-the-cli', 'Install docslint'], site)
    expect(run).toEqual({ status: 0, stdout: '', stderr: 'docslint rename: 4 files edited\n' })
    const setup = readFileSync(path.join(site, 'guides/setup.mdx'), 'utf8')
    expect(setup).toContain('## Install docslint\n\nRun the installer, then go on to [configure it](#install-the-cli) or')
    expect(setup).toContain('as [the first step](#install-docslint) says.')
    expect(readFileSync(path.join(site, 'index.mdx'), 'utf8')).toContain('[install the CLI](/guides/setup#install-docslint)')
    expect(readFileSync(path.join(site, 'guides/deploy.mdx'), 'utf8')).toContain('[the setup](./setup#install-docslint)')
    expect(readFileSync(path.join(site, 'docs.json'), 'utf8')).toContain('"destination": "/guides/setup#install-docslint"')
    expect(check(site)).toEqual({ status: 0, findings: [] })
  })

  it('moves a page to another depth: its own relative links and imports are written again from there', () => {
    const site = fixtureCopy('rename')
    expect(runCli(['rename', 'guides/setup.mdx', 'setup.mdx'], site).status).toBe(0)
    const setup = readFileSync(path.join(site, 'setup.mdx'), 'utf8')
    expect(setup).toContain("import Requirements from './snippets/requirements.mdx'")
    expect(setup).toContain('[the deploy guide](./guides/deploy)')
    expect(readFileSync(path.join(site, 'guides/deploy.mdx'), 'utf8')).toContain('[setup]: ../setup\n')
    expect(check(site)).toEqual({ status: 0, findings: [] })
  })

  it('moves a snippet: the pages that import it import it from there, and no redirect is added for it', () => {
    const site = fixtureCopy('rename')
    const docsJson = readFileSync(path.join(site, 'docs.json'), 'utf8')
    const run = runCli(['rename', 'snippets/next.mdx', 'snippets/cards/next.mdx', '--dry-run'], site)
    expect(run.stdout).toBe('--- a/guides/deploy.mdx\n+++ b/guides/deploy.mdx\n@@ -2,9 +2,9 @@\n title: Deploy Relay\n description: Run Relay in production once it is set up.\n ---\n \n' +
      "-import Next from '/snippets/next.mdx'\n+import Next from '/snippets/cards/next.mdx'\n \n" +
      ' Before you deploy, finish [the setup](./setup#install-the-cli) and read the [setup guide][setup] again.\n \n <Next />\n' +
      '--- a/snippets/next.mdx\n+++ b/snippets/cards/next.mdx\n')
    expect(runCli(['rename', 'snippets/next.mdx', 'snippets/cards/next.mdx'], site).status).toBe(0)
    expect(readFileSync(path.join(site, 'docs.json'), 'utf8')).toBe(docsJson)
    expect(existsSync(path.join(site, 'snippets/cards/next.mdx'))).toBe(true)
    expect(check(site)).toEqual({ status: 0, findings: [] })
  })

  it('names the link it cannot rewrite (its URL written with an escape), and rewrites the others', () => {
    const site = fixtureCopy('rename')
    writeFileSync(path.join(site, 'index.mdx'), readFileSync(path.join(site, 'index.mdx'), 'utf8') + '\nOr [escaped](/guides\\/setup).\n')
    const run = runCli(['rename', 'guides/setup.mdx', 'start/setup.mdx'], site)
    expect(run.status).toBe(0)
    expect(run.stderr).toBe(
      'docslint rename: left as it is: index.mdx:8:4: `/guides/setup` is written with an escape or an entity, or no one href leads to /start/setup from every page it is read on\n' +
        'docslint rename: moved guides/setup.mdx to start/setup.mdx; 5 files edited\n'
    )
    expect(readFileSync(path.join(site, 'index.mdx'), 'utf8')).toContain('[the setup guide](/start/setup)')
  })

  it('writes nothing when one of the files may not be written', () => {
    const site = fixtureCopy('rename')
    chmodSync(path.join(site, 'snippets/next.mdx'), 0o444)
    const before = filesIn(site)
    const run = runCli(['rename', 'guides/setup.mdx', 'start/setup.mdx'], site)
    expect(run).toEqual({ status: 2, stdout: '', stderr: 'docslint: snippets/next.mdx is read-only (its owner may not write it); nothing was changed\n' })
    expect(filesIn(site)).toEqual(before)
    expect(existsSync(path.join(site, 'start'))).toBe(false)
  })

  it('handles a docs.json in the seed format the same way', () => {
    const site = fixtureCopy('rename')
    const seed = { name: 'Relay', colors: { primary: '#0E7490' }, navigation: [{ group: 'Start', pages: ['index', 'guides/setup', 'guides/deploy'] }] }
    writeFileSync(path.join(site, 'docs.json'), JSON.stringify(seed, null, 2) + '\n')
    const before = check(site)
    expect(runCli(['rename', 'guides/setup.mdx', 'guides/install.mdx'], site).status).toBe(0)
    expect(JSON.parse(readFileSync(path.join(site, 'docs.json'), 'utf8'))).toEqual({
      ...seed,
      navigation: [{ group: 'Start', pages: ['index', 'guides/install', 'guides/deploy'] }],
      redirects: [{ source: '/guides/setup', destination: '/guides/install' }]
    })
    expect(check(site)).toEqual({ ...before, findings: before.findings.map((finding) => finding.replace('guides/setup.mdx', 'guides/install.mdx')) })
  })

  it.each([
    ['the target exists', ['guides/setup.mdx', 'guides/deploy.mdx'], 'docslint: guides/deploy.mdx exists: rename does not replace a file\n'],
    ['the source is no page', ['docs.json', 'x.mdx'], /^docslint: docs\.json is not a page of the site at .*\n$/],
    ['the source does not exist', ['guides/nothing.mdx', 'x.mdx'], 'docslint: guides/nothing.mdx does not exist\n'],
    ['the target leaves the site', ['guides/setup.mdx', '../setup.mdx'], /^docslint: \.\.\/setup\.mdx is outside the site at .*\n$/],
    ['the target is no page', ['guides/setup.mdx', 'guides/setup.txt'], 'docslint: guides/setup.txt is not a page path: a page ends in .mdx or .md\n'],
    ['the heading is not on the page', ['guides/setup.mdx#nothing', 'New'], 'docslint: guides/setup.mdx has no heading with the id `nothing` (its ids: install-the-cli, install-the-cli-2, configure)\n']
  ])('refuses in one line, exit 2, writing nothing: %s', (_name, args, message) => {
    const site = fixtureCopy('rename')
    const before = filesIn(site)
    const run = runCli(['rename', ...args], site)
    expect(run.status).toBe(2)
    expect(run.stdout).toBe('')
    if (typeof message === 'string') expect(run.stderr).toBe(message)
    else expect(run.stderr).toMatch(message)
    expect(filesIn(site)).toEqual(before)
  })

  it('is listed in the help', () => {
    expect(runCli(['--help']).stdout).toMatch(/^ {2}rename \[options\] <from> <to> +move a page/m)
  })
})
