// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configQueryOptions } from '../../../shared/api/config';
import type { AppConfig } from '../../../shared/api/types';
import { messages } from '../../../shared/messages';
import { DevSignInNotice } from './dev-sign-in-notice';

const config = (devSignInOpenToNetwork: boolean): AppConfig => ({
  authMode: 'embedded',
  signInUrl: '/auth/dev/sign-in',
  logoutUrl: '/login',
  environment: 'UAT',
  temporalUiUrl: '/temporal',
  userManualUrl: null,
  devSignInOpenToNetwork,
});

function renderWith(value: AppConfig) {
  const client = new QueryClient();
  client.setQueryData(configQueryOptions.queryKey, value);
  render(
    <QueryClientProvider client={client}>
      <DevSignInNotice />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('DevSignInNotice', () => {
  it('says the development sign-in is open to the network when the api says so', () => {
    renderWith(config(true));
    expect(screen.getByRole('note').textContent).toBe(messages.auth.devSignInOpenToNetwork);
  });

  it('says nothing otherwise', () => {
    renderWith(config(false));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
