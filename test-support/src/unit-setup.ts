// Before each file of vitest's unit project. testing-library's waits (findBy…, waitFor) give up
// after 1 s by default: a page's first render in happy-dom, on a worker that has not imported
// React and the page's modules yet, took longer than that while Playwright shared the two cores
// (operation-names.test.tsx failed a fresh clone's `npm test` so). They wait on a condition, so a
// longer limit costs nothing when the condition holds: 5 s, times the run's measured slowdown.
import { configure } from '@testing-library/dom';
import { scaled } from './slowdown';

configure({ asyncUtilTimeout: scaled(5_000) });
