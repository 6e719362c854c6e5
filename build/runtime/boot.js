// Loads the page's modules once the prerendered HTML has been painted, so the first paint never
// competes with the scripts for a phone's bandwidth. Written into each page by build/deferScripts.ts.
;(function () {
  var me = document.currentScript
  var entry = me.getAttribute('data-entry')
  var preloads = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean)
  function load() {
    preloads.forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.appendChild(link)
    })
    var script = document.createElement('script')
    script.type = 'module'
    script.src = entry
    document.head.appendChild(script)
  }
  requestAnimationFrame(function () {
    setTimeout(load, 0)
  })
})()
