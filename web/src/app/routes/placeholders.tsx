// Areas not built yet show the spec's placeholder; each area owns its root and everything below.
import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../pages/placeholder-page';
import { authedRoute } from './authed';

const areas = [
  'security',
  // The ME root and its instance screens are built (routes/me-instances.tsx); the other ME
  // sub-areas keep their placeholder until their own routes land. Their explicit routes outrank
  // these splats, so each owner removes its line when it merges.
  'ME/import-cvs',
  'ME/declarations',
  // The home card of the user manual (its external address is not in the spec).
  'manual',
] as const;

/** `area/$` also matches the bare `area`. */
export const placeholderRoutes = areas.map((area) =>
  createRoute({ getParentRoute: () => authedRoute, path: `${area}/$`, component: PlaceholderPage }),
);
