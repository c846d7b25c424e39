// The colour scheme before the first paint: the choice kept in this browser (lib/color-scheme.ts),
// else the system's, set where Mantine puts it, so the page never shows the other one while the app
// loads. A file of its own and not deferred: the Content Security Policy refuses inline scripts, and
// a deferred script would run after the first paint.
(() => {
  let choice = null;
  try {
    choice = window.localStorage.getItem('ddp.colorScheme');
  } catch {
    // Storage blocked by the browser: follow the system.
  }
  if (choice !== 'light' && choice !== 'dark') {
    choice = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', choice);
})();
