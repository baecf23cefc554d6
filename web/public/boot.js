// Starts a server-rendered page's code once the page has painted (see server/plugins/page-renderer.ts):
// on a slow link the HTML paints first, then the scripts that bring it to life download.
//
// Until then (and until a lazily loaded part such as the advert banner or the footer is live) a tap on a button or a
// choice in a list would do nothing or be undone when React takes over the page, and text typed in a box would be
// wiped. Such taps and texts are held here and played again, in order, on the same elements once React has taken
// them over (ADR 027).
(function () {
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute('data-entry');
  var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  var root = document.getElementById('root');
  var held = [];
  var replaying = false;
  var GIVE_UP_MS = 15000;

  // React keeps its props on every element it has hydrated under a key of this prefix: until it is there, the
  // element's handlers are not attached. html[data-ready] says the first hydration has been committed (routes.tsx).
  function isLive(element) {
    if (!document.documentElement.hasAttribute('data-ready')) return false;
    for (var key in element) if (key.indexOf('__reactProps$') === 0) return true;
    return false;
  }

  function controlOf(target) {
    if (!(target instanceof Element) || !root || !root.contains(target)) return null;
    return target.closest('button, select, input[type="checkbox"], input[type="radio"], [role="button"]');
  }

  var NOT_TEXT = /^(checkbox|radio|button|submit|reset|file|image|hidden|range|color)$/;
  function textFieldOf(target) {
    if (!(target instanceof Element) || !root || !root.contains(target)) return null;
    if (target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && !NOT_TEXT.test(target.type))) return target;
    return null;
  }

  // Text stays on screen as typed; what is held is the box's latest text, given to React once the box is live.
  function holdText(event) {
    if (replaying) return;
    var field = textFieldOf(event.target);
    if (!field || isLive(field)) return;
    var last = held[held.length - 1];
    if (last && last.type === 'input' && last.control === field) last.value = field.value;
    else held.push({ type: 'input', control: field, value: field.value, at: Date.now() });
    schedule();
  }

  function hold(event) {
    if (replaying) return;
    var control = controlOf(event.target);
    if (!control || isLive(control)) return;
    // A list keeps its new choice on screen and is held by its change; any other control by its click, whose native
    // effect (a form sent, a box ticked) waits for the replay.
    var isList = control.tagName === 'SELECT';
    if (isList !== (event.type === 'change')) return;
    if (!isList) event.preventDefault();
    event.stopPropagation();
    held.push({ type: event.type, control: control, value: control.value, at: Date.now() });
    schedule();
  }

  function replay(item) {
    replaying = true;
    try {
      if (item.type === 'change') {
        item.control.value = item.value;
        item.control.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (item.type === 'input') {
        // React watches the box's value property and, on an input event, calls onChange only when the text differs
        // from what it last saw there. Taking over the box it saw the typed text, so it is told the box was empty,
        // and the text is put back through the element type's own setter, which it does not watch.
        var prototype = item.control.tagName === 'TEXTAREA' ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        item.control.value = '';
        Object.getOwnPropertyDescriptor(prototype, 'value').set.call(item.control, item.value);
        item.control.dispatchEvent(new Event('input', { bubbles: true }));
      } else {
        item.control.click();
      }
    } finally {
      replaying = false;
    }
  }

  var scheduled = false;
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setTimeout(flush, 50);
  }

  function flush() {
    scheduled = false;
    while (held.length > 0) {
      var item = held[0];
      var gone = !item.control.isConnected;
      if (!gone && !isLive(item.control) && Date.now() - item.at < GIVE_UP_MS) return schedule();
      held.shift();
      if (gone) continue;
      replay(item);
      // React applies the text at its next render: a tap held after it (Subscribe) is played once that is done.
      if (item.type === 'input' && held.length > 0) return schedule();
    }
  }

  document.addEventListener('click', hold, true);
  document.addEventListener('change', hold, true);
  document.addEventListener('input', holdText, true);

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
