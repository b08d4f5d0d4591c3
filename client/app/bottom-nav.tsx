import { NavLink } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { NavBar, NavEntryInside, navEntryClasses } from '../components/nav-frame';

/** Each entry's word (the entries, their order and icons: `NAV_ENTRIES`). */
const LABELS: Record<string, MessageDescriptor> = {
  '/app': msg`Home`,
  '/areas': msg`8 Areas`,
  '/reports': msg`Reports`,
  '/journal': msg`Journal`,
  '/profile': msg`Profile`,
};

/**
 * docs/product.md §2 bottom navigation. NavLink marks the active entry with aria-current="page". From `lg` (wide
 * screens, decision 102) the same links stand in a rail down the left side instead of a tab bar across the
 * whole width; the guarded layout leaves room for it. Its markup is the loading frame's (decision 495).
 */
export function BottomNav() {
  const { _ } = useLingui();
  return (
    <NavBar
      label={_(msg`Main`)}
      item={({ to, icon }) => (
        <NavLink to={to} end className={({ isActive }) => navEntryClasses(isActive)}>
          {({ isActive }) => <NavEntryInside icon={icon} isActive={isActive} label={_(LABELS[to]!)} />}
        </NavLink>
      )}
    />
  );
}
