import { renderToStaticMarkup } from 'react-dom/server';
import {
  BackRow,
  HeaderRow,
  HOME_MARK_CLASSES,
  mainClasses,
  PLACEHOLDER_CLASSES,
  PlaceholderCards,
} from '../components/loading-frame';
import { Logo } from '../components/logo';
import { NavBar, NavEntryInside, navEntryClasses } from '../components/nav-frame';
import { showsBottomNav } from './guard';

/**
 * The first paint of a signed-in screen (decision 495): what `app.html` shows before any script has
 * run. The build renders it (`firstPaint` in vite.config.ts) from the parts the app's own loading
 * screen is made of — the guarded layout's column, the home header's row, the card placeholders, the
 * bottom navigation's bar — with no word in it (the brand name aside) and nothing to focus, hidden from
 * screen readers. React replaces it when it first renders; `first-paint.test.tsx` fails if it no
 * longer matches the guarded layout's loading screen.
 *
 * `path`: a signed-in screen's path (`/calendar/:day` for a day), whose frame it draws — the navigation
 * where that screen has it, with its entry marked, the header on Home, and the back link's chevron on
 * the screens without the navigation (each opens with a back link, decision 515); none: the frame every
 * page shares (the column and its placeholders), for the page the service worker keeps for every path.
 */
export function FirstPaint({ path }: { path?: string }) {
  const nav = path !== undefined && showsBottomNav(path);
  const back = path !== undefined && !nav;
  return (
    <>
      <div aria-hidden className={mainClasses(nav)}>
        {back && <BackRow />}
        {path === '/app' && (
          <HeaderRow
            start={
              <span className={HOME_MARK_CLASSES}>
                <Logo className="text-primary" />
              </span>
            }
          />
        )}
        <div className={PLACEHOLDER_CLASSES}>
          <PlaceholderCards />
        </div>
      </div>
      {nav && (
        <NavBar
          hidden
          item={({ to, icon }) => (
            <span className={navEntryClasses(to === path)}>
              {/* A no-break space: the line a word takes, without the word. */}
              <NavEntryInside icon={icon} isActive={to === path} label={'\u00a0'} />
            </span>
          )}
        />
      )}
    </>
  );
}

/** The first paint's markup, for `#root` in `app.html`. */
export function firstPaintHtml(path?: string): string {
  return renderToStaticMarkup(<FirstPaint path={path} />);
}
