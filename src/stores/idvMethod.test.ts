// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { pageLoad } from './testing.ts';

const load = pageLoad(() => import('./idvMethod.ts'));

describe('identity verification method', () => {
  beforeEach(() => localStorage.clear());

  it('is remembered across the round trip to the provider', async () => {
    (await load()).setIdvMethod('videoIdent');
    expect((await load()).$idvMethod.get()).toBe('videoIdent');
  });

  it('can be forgotten', async () => {
    const { setIdvMethod, $idvMethod } = await load();
    setIdvMethod('eid');
    setIdvMethod(undefined);
    expect($idvMethod.get()).toBeUndefined();
    expect(localStorage.getItem('idvMethod')).toBeNull();
  });

  it.each([['"faceTime"'], ['eid'], ['{"method":"eid"}'], ['42']])(
    'discards the stored value %s',
    async (stored) => {
      localStorage.setItem('idvMethod', stored);
      expect((await load()).$idvMethod.get()).toBeUndefined();
    },
  );
});
