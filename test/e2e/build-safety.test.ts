import { describe, expect, it } from '@jest/globals'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { projectRoot, runCli } from './run-cli.js'

/** Issue 18: `docslint build` never deletes what it did not write, and never writes a link that runs. */
describe('docslint build on hostile output folders and sites (built CLI)', () => {
  it('refuses an --out that is a symbolic link to a folder holding the site, deleting nothing', () => {
    const w = mkdtempSync(path.join(tmpdir(), 'docslint-w-'))
    cpSync(path.join(projectRoot, 'test/fixtures/sites/preview'), path.join(w, 'proj/site'), { recursive: true })
    mkdirSync(path.join(w, 'proj/_docslint'))
    writeFileSync(path.join(w, 'proj/README.md'), 'mine\n')
    symlinkSync('proj', path.join(w, 'link'))
    const before = listTree(path.join(w, 'proj'))
    const { status, stdout, stderr } = runCli(['build', path.join(w, 'proj/site'), '--out', path.join(w, 'link'), '--force'])
    expect(status).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toMatch(/^docslint: the output folder .*link holds the site itself; choose another folder\n$/)
    expect(listTree(path.join(w, 'proj'))).toEqual(before)
  })

  it('refuses a folder with a `_docslint` entry but no manifest, and one with files docslint did not write', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'docslint-out-'))
    mkdirSync(path.join(out, '_docslint'))
    writeFileSync(path.join(out, 'notes.txt'), 'mine\n')
    const unmarked = runCli(['build', 'test/fixtures/sites/preview', '--out', out])
    expect(unmarked.status).toBe(2)
    expect(unmarked.stderr).toMatch(/^docslint: the output folder .* is not empty and holds no earlier preview \(no valid _docslint\/manifest\.json\); empty it or choose another folder\n$/)
    expect(readFileSync(path.join(out, 'notes.txt'), 'utf8')).toBe('mine\n')

    const pages = mkdtempSync(path.join(tmpdir(), 'docslint-pages-'))
    expect(runCli(['build', 'test/fixtures/sites/preview', '--out', pages]).status).toBe(0)
    writeFileSync(path.join(pages, 'CNAME'), 'docs.example.com\n')
    const before = listTree(pages)
    const withCname = runCli(['build', 'test/fixtures/sites/preview', '--out', pages])
    expect(withCname.status).toBe(2)
    expect(withCname.stderr).toMatch(/^docslint: the output folder .* holds `CNAME`, which docslint did not write; remove it or choose another folder\n$/)
    expect(listTree(pages)).toEqual(before)
  })

  it('rebuilds over its own earlier preview, deleting only the files its manifest lists', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docslint-site-'))
    cpSync(path.join(projectRoot, 'test/fixtures/sites/preview'), root, { recursive: true })
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'docslint-out-')), 'site')
    expect(runCli(['build', root, '--out', out]).status).toBe(0)
    const manifest = JSON.parse(readFileSync(path.join(out, '_docslint/manifest.json'), 'utf8')) as { files: string[] }
    expect(manifest.files).toEqual(listTree(out).filter((file) => file !== '_docslint/manifest.json'))
    expect(manifest.files).toContain('internal/notes.html')

    mkdirSync(path.join(out, 'empty-of-mine'))
    writeFileSync(path.join(root, 'docs.json'), readFileSync(path.join(root, 'docs.json'), 'utf8').replace(/,\s*\{ "group": "Internal", "pages": \["internal\/notes"\] \}/, ''))
    rmSync(path.join(root, 'internal'), { recursive: true })
    const rebuilt = runCli(['build', root, '--out', out, '--force'])
    expect(rebuilt.stderr).toMatch(/docslint: built \d+ pages into/)
    expect(existsSync(path.join(out, 'index.html'))).toBe(true)
    // The page that is gone leaves no file, and the folder docslint made for it goes too ...
    expect(existsSync(path.join(out, 'internal'))).toBe(false)
    // ... but a folder docslint did not make stays, even empty.
    expect(existsSync(path.join(out, 'empty-of-mine'))).toBe(true)
  })

  it('says clearly that --out lies under a file, or is the file-system root or the home folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docslint-file-'))
    writeFileSync(path.join(dir, 'plain.txt'), 'x')
    const underFile = runCli(['build', 'test/fixtures/sites/preview', '--out', path.join(dir, 'plain.txt/site')])
    expect(underFile.status).toBe(2)
    expect(underFile.stderr).toMatch(/^docslint: the output folder .*plain\.txt\/site cannot be made: .*plain\.txt is a file, not a folder\n$/)

    const rootOut = runCli(['build', 'test/fixtures/sites/preview', '--out', '/'])
    expect(rootOut.status).toBe(2)
    expect(rootOut.stderr).toBe('docslint: the output folder / is the root of the file system; choose another folder\n')

    const home = mkdtempSync(path.join(tmpdir(), 'docslint-home-'))
    const homeOut = runCli(['build', 'test/fixtures/sites/preview', '--out', home], projectRoot, { HOME: home })
    expect(homeOut.status).toBe(2)
    expect(homeOut.stderr).toMatch(/^docslint: the output folder .* is your home folder; choose another folder\n$/)
  })

  it('writes no href or src that a browser reads as a scheme other than http(s) or mailto, whatever the page paths', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docslint-site-'))
    const config = { name: 'Hostile', navigation: [{ group: 'G', pages: ['javascript:alert(911)/x', 'data:text/html,x/y', 'other'] }] }
    writeFileSync(path.join(root, 'docs.json'), JSON.stringify(config))
    for (const page of ['javascript:alert(911)/x', 'data:text/html,x/y', 'other']) {
      mkdirSync(path.dirname(path.join(root, page)), { recursive: true })
      writeFileSync(path.join(root, `${page}.mdx`), `---\ntitle: "${path.basename(page)}"\n---\n\nSee [the next page](/other) and [x](/javascript:alert(911)/x).\n`)
    }
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'docslint-out-')), 'site')
    const { stderr } = runCli(['build', root, '--out', out, '--force'])
    expect(stderr).toMatch(/docslint: built 3 pages into/)
    const html = listTree(out).filter((file) => file.endsWith('.html'))
    expect(html).toContain('index.html')
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('href="./javascript%3Aalert(911)/x.html"')
    const urls = html.flatMap((file) => generatedUrls(readFileSync(path.join(out, file), 'utf8')))
    expect(urls.length).toBeGreaterThan(20)
    expect(urls.filter((url) => !/^(https?|mailto):/i.test(url) && /^[a-z][a-z\d+.-]*:/i.test(url))).toEqual([])
  })
})

/** Every file below a folder, relative to it, sorted; folders end in `/`, so an emptied folder shows. */
function listTree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)) + (entry.isDirectory() ? '/' : ''))
    .filter((entry) => !entry.endsWith('/') || readdirSync(path.join(dir, entry)).length === 0)
    .sort()
}

/** The URLs of `href`, `src`, `data-href` and a refresh's `url=`, as a browser reads them (entities decoded, tabs and newlines dropped). */
function generatedUrls(html: string): string[] {
  const values = [...html.matchAll(/\s(?:href|src|data-href|poster)="([^"]*)"|url=([^"]*)"/g)].map((match) => match[1] ?? match[2])
  return values.map((value) =>
    value
      .replace(/&#x([\da-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
      .replace(/&colon;/gi, ':')
      .replace(/&amp;/g, '&')
      .replace(/[\t\n\r]/g, '')
      .trim()
  )
}
