import { describe, expect, it } from '@jest/globals'
import { toHtml } from 'hast-util-to-html'
import { icon, IconFiles, resolveIcon, type IconOptions } from '../../src/preview/icons.js'

describe('icons resolved from the libraries\' packages', () => {
  it.each<[string, IconOptions, string | undefined]>([
    ['rocket', {}, '_docslint/icons/fontawesome/solid/rocket.svg'],
    ['rocket', { type: 'regular' }, '_docslint/icons/fontawesome/solid/rocket.svg'],
    ['bell', { type: 'regular' }, '_docslint/icons/fontawesome/regular/bell.svg'],
    ['fa-bell', { type: 'duotone' }, '_docslint/icons/fontawesome/solid/bell.svg'],
    ['github', {}, '_docslint/icons/fontawesome/brands/github.svg'],
    ['rocket', { library: 'lucide' }, '_docslint/icons/lucide/rocket.svg'],
    ['Book-Copy', {}, '_docslint/icons/lucide/book-copy.svg'],
    ['github', { library: 'lucide' }, '_docslint/icons/fontawesome/brands/github.svg'],
    ['rocket', { library: 'tabler' }, '_docslint/icons/tabler/outline/rocket.svg'],
    ['bell-filled', { library: 'tabler' }, '_docslint/icons/tabler/filled/bell.svg'],
    ['adjustments-pin', {}, '_docslint/icons/tabler/outline/adjustments-pin.svg'],
    ['no-such-icon-here', {}, undefined],
    ['../../etc/passwd', {}, undefined],
    ['', {}, undefined]
  ])('%s %j is %s', (name, options, file) => {
    expect(resolveIcon(name, options)?.file).toBe(file)
  })

  it('inlines a Lucide or Tabler drawing with its strokes in the text colour, and Font Awesome\'s filled', () => {
    const lucide = icon('rocket', undefined, 'icon', 'lucide')
    expect(lucide.properties).toMatchObject({ className: ['icon'], viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', ariaHidden: 'true' })
    expect(lucide.children.length).toBeGreaterThan(1)
    const tabler = icon('rocket', undefined, 'icon', 'tabler')
    // Tabler's invisible bounding box (`stroke="none" fill="none"`) is left out.
    expect(toHtml(tabler)).not.toContain('stroke="none"')
    expect(toHtml(icon('rocket'))).toMatch(/^<svg class="icon" viewBox="0 0 512 512" aria-hidden="true" focusable="false"><path fill="currentColor" d="[^"]+"><\/path><\/svg>$/)
  })

  it('draws a name no library has as a placeholder that names it', () => {
    expect(toHtml(icon('no-such-icon-here'))).toBe(
      '<span class="icon icon-missing" role="img" aria-label="Unknown icon “no-such-icon-here”" title="Unknown icon “no-such-icon-here”" data-icon="no-such-icon-here">?</span>'
    )
  })

  it('notes each icon file a page asks for, with the package file to copy, and gives its href from the page', () => {
    const files = new IconFiles()
    const links = { to: (file: string) => `../${file}` }
    expect(files.hrefOf('rocket', { library: 'lucide' }, links)).toBe('../_docslint/icons/lucide/rocket.svg')
    expect(files.hrefOf('rocket', { library: 'lucide' }, links)).toBe('../_docslint/icons/lucide/rocket.svg')
    expect(files.hrefOf('bell', {}, links)).toBe('../_docslint/icons/fontawesome/solid/bell.svg')
    expect(files.hrefOf('no-such-icon-here', {}, links)).toBeUndefined()
    expect(files.files().map(([file, source]) => [file, source.replace(/.*node_modules\//, '')])).toEqual([
      ['_docslint/icons/fontawesome/solid/bell.svg', '@fortawesome/fontawesome-free/svgs/solid/bell.svg'],
      ['_docslint/icons/lucide/rocket.svg', 'lucide-static/icons/rocket.svg']
    ])
  })
})
