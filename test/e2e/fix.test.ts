import { describe, expect, it } from '@jest/globals'
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runCli } from './run-cli.js'

/**
 * A site with a fixable defect of most fixable rules. Some fixes are only found after others: docs.json's
 * trailing comma hides its renamed key, and the setup page's HTML comment hides its `<br>` and its heading.
 */
const site: Record<string, string> = {
  'docs.json': '{\n  "name": "Acme",\n  "navigation": [{ "group": "Start", "pages": ["index", "guides/setup"] }],\n  "feedback": { "suggestEdits": true, },\n}\n',
  'index.mdx': '---\ntitle: "Welcome"\ndescription: "Start with Acme."\n---\n\n# Welcome\n\n## Install\n\n![The dashboard](/images/dashboard.png)\n\n```\n{ "plan": "free" }\n```\n\nThen read [the setup](/guides/setupp).\n',
  'guides/setup.mdx': '---\ntitle: "Setup"\ndescription: "Set Acme up."\n---\n\n<!-- TODO: screenshots -->\n\n### Configure\n\nLine one<br>line two\n',
  'images/dashboard.png': 'PNG'
}

const fixed: Record<string, string> = {
  'docs.json': '{\n  "name": "Acme",\n  "navigation": [{ "group": "Start", "pages": ["index", "guides/setup"] }],\n  "feedback": { "suggestEdit": true }\n}\n',
  'index.mdx': '---\ntitle: "Welcome"\ndescription: "Start with Acme."\n---\n\n## Welcome\n\n### Install\n\n<Frame>\n  ![The dashboard](/images/dashboard.png)\n</Frame>\n\n```json\n{ "plan": "free" }\n```\n\nThen read [the setup](/guides/setup).\n',
  'guides/setup.mdx': '---\ntitle: "Setup"\ndescription: "Set Acme up."\n---\n\n{/* TODO: screenshots */}\n\n## Configure\n\nLine one<br />line two\n',
  'images/dashboard.png': 'PNG'
}

const diff = `--- a/docs.json
+++ b/docs.json
@@ -1,5 +1,5 @@
 {
   "name": "Acme",
   "navigation": [{ "group": "Start", "pages": ["index", "guides/setup"] }],
-  "feedback": { "suggestEdits": true, },
+  "feedback": { "suggestEdit": true }
 }
--- a/guides/setup.mdx
+++ b/guides/setup.mdx
@@ -2,9 +2,9 @@
 title: "Setup"
 description: "Set Acme up."
 ---
 
-<!-- TODO: screenshots -->
+{/* TODO: screenshots */}
 
-### Configure
+## Configure
 
-Line one<br>line two
+Line one<br />line two
--- a/index.mdx
+++ b/index.mdx
@@ -2,15 +2,17 @@
 title: "Welcome"
 description: "Start with Acme."
 ---
 
-# Welcome
+## Welcome
 
-## Install
+### Install
 
-![The dashboard](/images/dashboard.png)
+<Frame>
+  ![The dashboard](/images/dashboard.png)
+</Frame>
 
-\`\`\`
+\`\`\`json
 { "plan": "free" }
 \`\`\`
 
-Then read [the setup](/guides/setupp).
+Then read [the setup](/guides/setup).
`

const summary = 'fix 9 problems in 3 files (code-language 1, config-syntax 1, config-unknown-key 1, heading-start 2, image-frame 1, link-broken 1, mdx-syntax 2)'

function writeSite(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docslint-fix-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), text)
  }
  return root
}

/** Each file's text, mode and inode: what a run that writes nothing leaves as it was. */
function snapshot(root: string): Record<string, { text: string; mode: number; ino: number }> {
  return Object.fromEntries(
    Object.keys(site).map((name) => {
      const stats = statSync(path.join(root, name))
      return [name, { text: readFileSync(path.join(root, name), 'utf8'), mode: stats.mode, ino: stats.ino }]
    })
  )
}

const texts = (root: string) => Object.fromEntries(Object.entries(snapshot(root)).map(([name, file]) => [name, file.text]))

describe('docslint check --fix and --fix-dry-run (built CLI)', () => {
  it('changes nothing without a fix flag', () => {
    const root = writeSite(site)
    const before = snapshot(root)
    expect(runCli(['check', '.'], root).status).toBe(1)
    expect(snapshot(root)).toEqual(before)
  })

  it('--fix-dry-run prints the unified diff of every pass, writes nothing, and exits as the fixed site would', () => {
    const root = writeSite(site)
    const before = snapshot(root)
    const { status, stdout, stderr } = runCli(['check', '.', '--fix-dry-run'], root)
    expect({ status, stdout, stderr }).toEqual({ status: 0, stdout: diff, stderr: `docslint: would ${summary}\n` })
    expect(snapshot(root)).toEqual(before)
  })

  it('--fix writes the fixed files and reports what is left; a second --fix changes nothing', () => {
    const root = writeSite({ ...site, 'guides/setup.mdx': `${site['guides/setup.mdx']}\n![](/images/dashboard.png)\n` })
    const first = runCli(['check', '.', '--fix', '--format', 'json'], root)
    expect(first.stderr).toBe('docslint: fixed 10 problems in 3 files (code-language 1, config-syntax 1, config-unknown-key 1, heading-start 2, image-frame 2, link-broken 1, mdx-syntax 2)\n')
    expect(texts(root)).toEqual({ ...fixed, 'guides/setup.mdx': `${fixed['guides/setup.mdx']}\n<Frame>\n  ![](/images/dashboard.png)\n</Frame>\n` })
    // What no fix can write is left: the image's alt text (a warning).
    const left = (JSON.parse(first.stdout) as { path: string; messages: { ruleId: string; line: number }[] }[]).flatMap((file) => file.messages.map((message) => `${file.path}:${message.line} ${message.ruleId}`))
    expect({ status: first.status, left }).toEqual({ status: 0, left: ['guides/setup.mdx:13 image-alt'] })
    const after = snapshot(root)
    const second = runCli(['check', '.', '--fix', '--format', 'json'], root)
    expect({ status: second.status, stderr: second.stderr, stdout: second.stdout }).toEqual({ status: 0, stderr: '', stdout: first.stdout })
    expect(snapshot(root)).toEqual(after)
  })

  it('--fix writes each file through a temporary file renamed over it, keeping its mode, and leaves no temporary file', () => {
    const root = writeSite(site)
    chmodSync(path.join(root, 'index.mdx'), 0o640)
    const before = snapshot(root)
    expect(runCli(['check', '.', '--fix'], root).status).toBe(0)
    const after = snapshot(root)
    expect(after['index.mdx'].mode & 0o777).toBe(0o640)
    // rename() puts a new file in place: its inode is the temporary file's, not the old one's.
    expect(after['index.mdx'].ino).not.toBe(before['index.mdx'].ino)
    expect(after['images/dashboard.png']).toEqual(before['images/dashboard.png'])
    expect([...readdirSync(root), ...readdirSync(path.join(root, 'guides'))].filter((name) => name.includes('docslint'))).toEqual([])
  })

  it('writes a page that is a symbolic link through the link, which stays a link, and a file reached by two names once', () => {
    const root = writeSite({ ...site, 'docs.json': fixed['docs.json'], 'guides/setup.mdx': fixed['guides/setup.mdx'] })
    symlinkSync('index.mdx', path.join(root, 'home.mdx'))
    const { status, stderr } = runCli(['check', '.', '--fix'], root)
    expect(status).toBe(0)
    expect(stderr).toBe('docslint: fixed 8 problems in 2 files (code-language 2, heading-start 2, image-frame 2, link-broken 2)\n')
    expect(lstatSync(path.join(root, 'home.mdx')).isSymbolicLink()).toBe(true)
    expect(readFileSync(path.join(root, 'index.mdx'), 'utf8')).toBe(fixed['index.mdx'])
  })

  it('fixes only the files named, with the whole site in view', () => {
    const root = writeSite(site)
    expect(runCli(['check', 'index.mdx', '--fix', '--format', 'json'], root).status).toBe(0)
    expect(texts(root)).toEqual({ ...site, 'index.mdx': fixed['index.mdx'] })
  })

  it('--quiet fixes errors only', () => {
    const root = writeSite(site)
    runCli(['check', 'index.mdx', '--fix', '--quiet'], root)
    expect(texts(root)['index.mdx']).toBe(site['index.mdx'].replace('/guides/setupp', '/guides/setup'))
  })

  it('refuses --fix with --fix-dry-run', () => {
    const { status, stderr } = runCli(['check', '.', '--fix', '--fix-dry-run'], writeSite(site))
    expect({ status, stderr }).toEqual({ status: 2, stderr: 'docslint: --fix and --fix-dry-run do not go together: --fix-dry-run shows what --fix would write\n' })
  })
})
