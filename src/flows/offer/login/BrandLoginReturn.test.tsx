// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, goTo, sentTo } from '../../fakeApi.ts';
import { renderScreen } from '../../testing.tsx';
import { bearer, brandNeeds, loginPath, token, verified } from './testing.ts';
import { testText } from '../../../i18n/testing.ts';

const { offerVerify, authToken } = fakeApi({
  offerVerify: vi.fn(),
  authToken: vi.fn(),
});
vi.mock('virtual:brand', () => ({ brand: { name: 'O2' } }));

/**
 * A page load that returns from the brand login with `?code=`. The page reads the code
 * once per load, so every test starts its modules fresh (and uses the stores and error
 * classes of that load); OfferLoginScreen.test.tsx holds the other tests of the step.
 */
async function returnFromBrandLogin(search: string) {
  vi.resetModules();
  const [{ default: Screen }, { $authToken }, errors] = await Promise.all([
    import('./OfferLoginScreen.tsx'),
    import('../../../stores/authToken.ts'),
    import('../../../api/errors/classes.ts'),
  ]);
  return {
    $authToken,
    errors,
    render: () => renderScreen(Screen, { path: `${loginPath}${search}` }),
  };
}

describe('the return from the brand login', () => {
  afterEach(() => {
    offerVerify.mockReset();
    authToken.mockReset();
    goTo.mockClear();
    window.sessionStorage.clear();
    vi.unstubAllEnvs();
  });

  it('exchanges the code it comes with, drops it from the address and shows the offer', async () => {
    authToken.mockResolvedValue(bearer);
    const page = await returnFromBrandLogin('?code=brand-code-123');
    page.render();
    await sentTo('offer', { token }, { replace: true });
    expect(authToken).toHaveBeenCalledWith({ query: { code: 'brand-code-123', offer: token } });
    expect(window.location.search).toBe('');
    expect(page.$authToken.get()?.token).toBe(bearer.token);
  });

  it('shows a message and the login again when the returned code is refused', async () => {
    vi.stubEnv('PUBLIC_LOGIN_HOSTS', new URL(brandNeeds.loginUrl ?? '').hostname);
    const page = await returnFromBrandLogin('?code=used-code-123');
    authToken.mockRejectedValue(new page.errors.ApiError({ response: { status: 401, body: {} } }));
    offerVerify.mockResolvedValue(verified(brandNeeds));
    page.render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      testText('offerLogin:brand.returnFailed'),
    );
    expect(screen.getByRole('link', { name: 'Mit O2 anmelden' })).toBeVisible();
    expect(window.location.search).toBe('');
    expect(goTo).not.toHaveBeenCalled();
  });
});
