import { expect, it } from 'vitest';
import type { ClientTests } from '../../src/api/client/areaClientTests.ts';

export default (({ api, scenario }) => {
  it('declines an e-mail once; a repeat says it was already declined; reading declines nothing', async () => {
    const { brand, token } = scenario('declinemail-o2');
    await expect(api().declineMailState({ query: { token, brand } })).resolves.toEqual({});
    const first = await api().declineMail({ query: { token, brand } });
    await expect(api().declineMailState({ query: { token, brand } })).resolves.toEqual({
      declinedAt: first.declinedAt,
    });
    expect(first).toEqual({ result: 'declined', declinedAt: expect.any(String) });
    await expect(api().declineMail({ query: { token, brand } })).resolves.toEqual({
      result: 'alreadyDeclined',
      declinedAt: first.declinedAt,
    });
  });
}) satisfies ClientTests;
