import { describe, expect, it } from '@jest/globals'
import { isSafeExternal, outputFile, relativeHref } from '../../src/preview/paths.js'

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
    ['a/b/c.html', 'images/logo one#2.svg', '../../images/logo%20one%232.svg']
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
    ['vbscript:x', false]
  ])('%s is a safe external URL: %s', (href, safe) => {
    expect(isSafeExternal(href)).toBe(safe)
  })
})
