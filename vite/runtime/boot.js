// Loads the page's modules once the prerendered HTML has been painted, so the first paint never
// competes with the scripts for a phone's bandwidth. Written into each page by vite/deferScripts.ts.
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
  var started = false
  function start() {
    if (started) return
    started = true
    setTimeout(load, 0)
  }
  // The browser's own record of the first contentful paint arrives once that paint is on screen: a
  // frame callback alone can run before the paint is presented, and then the scripts compete with
  // it on a loaded phone. Where paint timing is missing, the next frame will do.
  var observes = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0
  if (observes) {
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      start()
    })
    observer.observe({ type: 'paint', buffered: true })
    // Not later than this, should the paint never be reported (a tab opened in the background).
    setTimeout(start, 5000)
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0)
    })
  }
})()
