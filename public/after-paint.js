// On a page the server drew (the dashboard, a lecture), the app's scripts are asked for only once that page is on
// screen: until then they would hold its first paint. They wait, inert, in <template id="after-paint">
// (docs/ARCHITECTURE.md#pages-drawn-by-the-server). A plain file: the CSP allows no inline script.
(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const inert = document.getElementById('after-paint');
    for (const element of inert.content.children) {
      const live = document.createElement(element.tagName);
      for (const { name, value } of element.attributes) live.setAttribute(name, value);
      document.head.append(live);
    }
  };
  // After the frame that paints the page; a page opened in the background paints nothing until shown.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start));
})();
