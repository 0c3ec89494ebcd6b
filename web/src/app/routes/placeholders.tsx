// Areas not built yet show the spec's placeholder; each area owns its root and everything below.
import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../pages/placeholder-page';
import { authedRoute } from './authed';

const areas = [
  // The home card of the user manual (its external address is not in the spec).
  'manual',
] as const;

/** `area/$` also matches the bare `area`. */
export const placeholderRoutes = areas.map((area) =>
  createRoute({ getParentRoute: () => authedRoute, path: `${area}/$`, component: PlaceholderPage }),
);
