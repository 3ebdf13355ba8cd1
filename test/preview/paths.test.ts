import { describe, expect, it } from '@jest/globals'
import { isSafeExternal, outputFile, relativeHref } from '../../src/preview/paths.js'
import { hasScheme } from '../../src/site/url.js'

describe('preview paths', () => {
  it.each([
    ['/', 'index.html'],
    ['/quickstart', 'quickstart.html'],
    ['/guides/intro', 'guides/intro.html']
  ])('the page at %s is written to %s', (url, file) => {
    expect(outputFile(url)).toBe(file)
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
