// What other workspaces (e2e tests) may import from the web app: its Spanish texts.
export { messages } from './shared/messages';
