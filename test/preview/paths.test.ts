import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { isSafeExternal, outputFile, relativeHref } from '../../src/preview/paths.js'
import { isInside } from '../../src/site/root.js'
import { hasScheme } from '../../src/site/url.js'

describe('preview paths', () => {
  it.each([
    ['/', 'index.html'],
    ['/quickstart', 'quickstart.html'],
    ['/guides/intro', 'guides/intro.html']
  ])('the page at %s is written to %s', (url, file) => {
    expect(outputFile(url)).toBe(file)
  })

  // Found by the fuzz suite (docs-json 20261126/173): a navigation entry of 270 characters made a folder name the
  // file system refuses (ENAMETOOLONG), and the build crashed.
  it('cuts a URL segment too long for a file name to its start and a hash of it, the same every time', () => {
    const long = `api-${'{a,b}'.repeat(60)}`
    const file = outputFile(`/${long}/introduction`)
    const [folder, name] = file.split('/')
    expect(name).toBe('introduction.html')
    expect(folder).toMatch(/^api-\{a,b\}.*-[0-9a-f]{10}$/)
    expect(Buffer.byteLength(folder)).toBeLessThanOrEqual(250)
    expect(outputFile(`/${long}/introduction`)).toBe(file)
    expect(outputFile(`/${long}x/introduction`)).not.toBe(file)
    expect(Buffer.byteLength(outputFile(`/${'é'.repeat(300)}`))).toBeLessThanOrEqual(255)
  })

  // Issue 32, item 1: a generated page's `directory` of `../../../../elsewhere/victim` was written there.
  it.each([
    ['/../../../../elsewhere/victim/index', '%2e%2e/%2e%2e/%2e%2e/%2e%2e/elsewhere/victim/index.html'],
    ['/../../../../elsewhere/victim/users/op', '%2e%2e/%2e%2e/%2e%2e/%2e%2e/elsewhere/victim/users/op.html'],
    ['/..', '%2e%2e.html'],
    ['..', '%2e%2e.html'],
    ['/a/./b', 'a/%2e/b.html'],
    ['/.', '%2e.html'],
    ['/a//b/', 'a/b.html'],
    ['//etc/passwd', 'etc/passwd.html'],
    ['///', 'index.html'],
    ['', 'index.html'],
    ['/%2e%2e/x', '%2e%2e/x.html'],
    ['/..\\..\\x', '..%5c..%5cx.html'],
    ['/C:\\Windows\\x', 'C%3a%5cWindows%5cx.html'],
    ['/c:/x', 'c%3a/x.html'],
    ['/javascript:alert(1)/c:d', 'javascript:alert(1)/c%3ad.html'],
    ['/a\0b/../c', 'a%00b/%2e%2e/c.html'],
    ['/...', '....html'],
    ['/a..b', 'a..b.html'],
    ['/..notes', '..notes.html']
  ])('the URL %j is written at %j, inside the output folder', (url, file) => {
    expect(outputFile(url)).toBe(file)
  })

  it.each([
    ['/../x'],
    ['../../x'],
    ['/./../x'],
    ['/a/../../../x'],
    [`/${'../'.repeat(100)}etc/passwd`],
    ['/..\\..\\..\\x'],
    ['\\\\host\\share\\x'],
    ['/C:/x'],
    ['/\0/x'],
    ['/%2e%2e/%2E%2E/x'],
    [`/${'..'.padEnd(300, '.')}/x`]
  ])('no URL names a file outside the output folder or the folder itself: %j', (url) => {
    const file = outputFile(url)
    expect(isInside(path.resolve('/output', file), '/output')).toBe(true)
    // Windows reads `\\` as a separator, and `C:` as a drive.
    for (const flavour of [path.posix, path.win32]) {
      const root = flavour.resolve('/output')
      const relative = flavour.relative(root, flavour.resolve(root, file))
      expect(relative !== '' && relative.split(flavour.sep)[0] !== '..' && !flavour.isAbsolute(relative)).toBe(true)
    }
    expect(file.split(/[\\/]/).filter((segment) => segment === '' || segment === '.' || segment === '..')).toEqual([])
    expect(file).not.toContain('\0')
  })

  it.each([
    ['index.html', 'guides/intro.html', 'guides/intro.html'],
    ['guides/intro.html', 'index.html', '../index.html'],
    ['guides/intro.html', 'guides/other.html', 'other.html'],
    ['a/b/c.html', 'images/logo one#2.svg', '../../images/logo%20one%232.svg'],
    ['index.html', 'javascript:alert(911)/x.html', './javascript%3Aalert(911)/x.html'],
    ['index.html', 'data:text/html,x.html', './data%3Atext/html%2Cx.html'],
    ['a/b.html', 'a/c:d.html', './c%3Ad.html'],
    ['a/b.html', 'x/c:d.html', '../x/c%3Ad.html']
  ])('from %s, %s is at %s', (from, to, href) => {
    expect(relativeHref(from, to)).toBe(href)
  })

  it.each([
    ['https://example.com', true],
    ['mailto:a@example.com', true],
    ['//cdn.example.com/x', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,x', false],
    ['vbscript:x', false],
    ['/\\evil.example.com', false]
  ])('%s is a safe external URL: %s', (href, safe) => {
    expect(isSafeExternal(href)).toBe(safe)
  })

  it.each([
    ['java\tscript:alert(1)', true],
    ['\u0001javascript:alert(1)', true],
    ['/\\evil.example.com', true],
    ['\\\\evil.example.com', true],
    ['guides/intro', false],
    ['./javascript%3Aalert(1)', false],
    ['javascript%3Aalert(1)', false]
  ])('%j is read as another scheme or host: %s', (href, external) => {
    expect(hasScheme(href)).toBe(external)
  })
})
