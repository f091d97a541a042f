/* index.html's start screen in the language the app starts in (startLocale, src/lib/i18n/locales.ts),
 * before the app's code arrives (issue 41). A file: the CSP allows no inline script. */
(function () {
  var locales = ['en', 'fi'];
  var lang = null;
  try {
    var saved = localStorage.getItem('pen.language');
    if (locales.indexOf(saved) >= 0) lang = saved;
  } catch (e) {}
  if (!lang) {
    var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
    for (var i = 0; i < tags.length && !lang; i++) {
      var base = String(tags[i]).toLowerCase().split('-')[0];
      if (locales.indexOf(base) >= 0) lang = base;
    }
  }
  lang = lang || 'en';
  document.documentElement.lang = lang;
  var label = document.getElementById('app-start-label');
  if (label && lang === 'fi') label.textContent = 'Pen käynnistyy…';
})();
