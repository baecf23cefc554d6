// Starts a server-rendered page's code once the page has painted (see server/plugins/page-renderer.ts):
// on a slow link the HTML paints first, then the scripts that bring it to life download.
(function () {
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute('data-entry');
  var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  function load() {
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var main = document.createElement('script');
    main.type = 'module';
    main.crossOrigin = '';
    main.src = entry;
    document.body.appendChild(main);
  }
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
