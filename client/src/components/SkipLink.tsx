import { useLingui } from '@lingui/react/macro';

/** The id of every page frame's `<main>`, the target of the skip link. */
export const MAIN_ID = 'main';

/**
 * "Skip to content" (issue 41): the first thing Tab reaches on every page, shown only when
 * focused; it moves focus to the page's `<main>` past the menus. Focus is moved by hand: a
 * fragment navigation would add `#main` to the address the router owns.
 */
export function SkipLink() {
  const { t } = useLingui();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="skip-link"
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {t`Skip to content`}
    </a>
  );
}
