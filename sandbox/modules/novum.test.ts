import { describe, expect, it } from 'vitest';
import { novumEntrySchema } from '../../src/api/contract/entry.ts';
import { offerSchema } from '../../src/api/contract/offer.ts';
import { offerSandbox } from './offers/testing.ts';

describe('Novum entry', () => {
  it('resolves the seeded entry id to a Novum offer', async () => {
    const sb = offerSandbox();
    const scenario = sb.scenarios().find((s) => s.area === 'novum');
    expect(scenario?.path).toBe(`/entry/novum?id=${scenario?.token}`);
    const entry = novumEntrySchema.parse(
      await (await sb.get(`/api/entry/novum?id=${scenario?.token}`)).json(),
    );
    expect(entry.useCase).toBe('Novum');
    const offer = offerSchema.parse(await (await sb.get(`/api/offer/${entry.token}`)).json());
    expect(offer.offerUseCase).toBe('Novum');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const sb = offerSandbox();
    expect((await sb.get('/api/entry/novum?id=unknown-entry-00001')).status).toBe(404);
    const malformed = await sb.get('/api/entry/novum?id=%3Cscript%3E');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toHaveProperty('errors');
  });
});
