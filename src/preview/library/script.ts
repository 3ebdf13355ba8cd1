/**
 * The browser side of the components the library draws (part of `_docslint/script.js`): the library's own
 * behaviour runs in React, which the preview does not load, so tree folders open and close, and a page's views
 * are chosen here, on the library's markup (its `data-component-part` names and roles). Its tabs switch with the
 * preview's own (script.ts), and keep in step by label with code groups (code-script.ts).
 */
export const COMPONENTS_SCRIPT = `
;(function () {
  function all(selector, within) { return Array.prototype.slice.call((within || document).querySelectorAll(selector)) }

  // Tree folders open and close on a click, or Enter and Space.
  all('[data-component-part="tree-folder"] > [role="treeitem"]').forEach(function (item) {
    var group = item.parentElement.querySelector(':scope > [role="group"]')
    if (!group) return
    item.tabIndex = 0
    function toggle() {
      var open = item.getAttribute('aria-expanded') !== 'true'
      item.setAttribute('aria-expanded', String(open))
      group.hidden = !open
    }
    item.addEventListener('click', toggle)
    item.addEventListener('keydown', function (event) {
      if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); toggle() }
    })
  })

  // Views: one shows at a time, chosen from a menu put before the first.
  var views = all('.view[data-view]')
  if (views.length > 1) {
    var select = document.createElement('select')
    select.className = 'view-switcher'
    select.setAttribute('aria-label', 'View')
    views.forEach(function (view, index) {
      var option = document.createElement('option')
      option.value = String(index)
      option.textContent = view.getAttribute('data-view')
      select.appendChild(option)
    })
    select.addEventListener('change', function () {
      views.forEach(function (view, index) { view.hidden = String(index) !== select.value })
    })
    views[0].parentNode.insertBefore(select, views[0])
  }
})()
`
