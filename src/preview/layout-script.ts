/**
 * The part of the preview's script that keeps the layout in step with the page (appended to script.ts's):
 * the header's height measured into `--header-height` (sticky offsets and heading scroll margins read it, so a
 * tab bar or a wrapped header never hides a heading), the current page scrolled into view in the sidebar,
 * the phone menu closed by Escape or a link, and the "On this page" entry of the section in view marked.
 */
export const LAYOUT_SCRIPT = `;(function () {
  'use strict'
  var root = document.documentElement
  var header = document.querySelector('.site-header')
  function measure() { if (header) root.style.setProperty('--header-height', header.offsetHeight + 'px') }
  measure()
  if (header && window.ResizeObserver) new ResizeObserver(measure).observe(header)
  else window.addEventListener('resize', measure)

  var sidebar = document.querySelector('.sidebar')
  var current = sidebar && sidebar.querySelector('.sidebar-groups [aria-current=page]')
  if (current) {
    var box = sidebar.getBoundingClientRect()
    var place = current.getBoundingClientRect()
    if (place.top < box.top || place.bottom > box.bottom) sidebar.scrollTop += place.top - box.top - (box.height - place.height) / 2
  }

  var menu = document.querySelector('.menu-toggle')
  function closeMenu(focus) {
    if (!document.body.classList.contains('nav-open')) return
    document.body.classList.remove('nav-open')
    if (menu) { menu.setAttribute('aria-expanded', 'false'); if (focus) menu.focus() }
  }
  document.addEventListener('keydown', function (event) { if (event.key === 'Escape') closeMenu(true) })
  if (sidebar) sidebar.addEventListener('click', function (event) { if (event.target.closest && event.target.closest('a[href^="#"]')) closeMenu(false) })

  var tocLinks = Array.prototype.slice.call(document.querySelectorAll('.toc a[href^="#"]'))
  var sections = tocLinks.map(function (link) {
    var id
    try { id = decodeURIComponent(link.getAttribute('href').slice(1)) } catch (error) { id = '' }
    return document.getElementById(id)
  })
  var marked = null
  function markSection() {
    var offset = (header ? header.offsetHeight : 0) + 24
    var index = -1
    sections.forEach(function (section, at) { if (section && section.getBoundingClientRect().top <= offset) index = at })
    if (index < 0 && sections[0]) index = 0
    // At the bottom of the page the last heading may never reach the top: it is the one in view.
    if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) index = sections.length - 1
    var link = tocLinks[index] || null
    if (link === marked) return
    if (marked) { marked.classList.remove('active'); marked.removeAttribute('aria-current') }
    marked = link
    if (link) { link.classList.add('active'); link.setAttribute('aria-current', 'location') }
  }
  var pending = false
  if (tocLinks.length > 0) {
    window.addEventListener('scroll', function () {
      if (pending) return
      pending = true
      requestAnimationFrame(function () { pending = false; markSection() })
    }, { passive: true })
    markSection()
  }
})()
`
