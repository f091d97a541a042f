import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// index.html's start screen shows before any of the app's code has run; public/start-language.js
// says its words in the language the app will start in (issue 41).
const root = join(import.meta.dirname, '..');
const script = readFileSync(join(root, 'public', 'start-language.js'), 'utf8');
const body = /<body>([^]*)<\/body>/.exec(readFileSync(join(root, 'index.html'), 'utf8'))![1];

/** The Finnish of a message of the shared catalog, as the app says it once loaded. */
function finnish(msgid: string): string {
  const po = readFileSync(join(root, 'src', 'locales', 'fi', 'shared.po'), 'utf8');
  return new RegExp(`msgid "${msgid}"\\nmsgstr "([^"]*)"`).exec(po)![1];
}

function startScreen(languages: string[], saved?: string) {
  document.body.innerHTML = body;
  document.documentElement.lang = 'en';
  localStorage.clear();
  if (saved) localStorage.setItem('pen.language', saved);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  new Function(script)();
  return { lang: document.documentElement.lang, label: document.getElementById('app-start-label')?.textContent };
}

describe('the start screen before the app has loaded', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("speaks the browser's first language Pen speaks, in the app's own Finnish", () => {
    expect(startScreen(['fi-FI', 'en-US'])).toEqual({ lang: 'fi', label: finnish('Starting Pen…') });
    expect(startScreen(['sv-SE', 'fi'])).toEqual({ lang: 'fi', label: 'Pen käynnistyy…' });
    expect(startScreen(['en-GB', 'fi-FI'])).toEqual({ lang: 'en', label: 'Starting Pen…' });
    expect(startScreen(['de-DE'])).toEqual({ lang: 'en', label: 'Starting Pen…' });
  });

  it('follows the language saved in this browser over the browser’s own', () => {
    expect(startScreen(['en-US'], 'fi')).toEqual({ lang: 'fi', label: 'Pen käynnistyy…' });
    expect(startScreen(['fi-FI'], 'en')).toEqual({ lang: 'en', label: 'Starting Pen…' });
    expect(startScreen(['fi-FI'], 'xx')).toEqual({ lang: 'fi', label: 'Pen käynnistyy…' });
  });
});
