import { describe, expect, it } from 'vitest';
import { phoneLink } from './phoneLink.ts';

describe('phoneLink', () => {
  it.each([
    ['089 787979400', '089 787979400', 'tel:089787979400'],
    ['  0176   88880000 ', '0176 88880000', 'tel:017688880000'],
    ['+49 176 12345678', '+49 176 12345678', 'tel:+4917612345678'],
    ['+49 (0)89 787979-400', '+49 (0)89 787979-400', 'tel:+4989787979400'],
    ['0049 89 787979400', '0049 89 787979400', 'tel:+4989787979400'],
    ['089/787979-400', '089/787979-400', 'tel:089787979400'],
  ])('shows %j as written, in one piece, and dials only digits', (number, written, href) => {
    expect(phoneLink(number)).toEqual({ display: written.replaceAll(' ', '\u00a0'), href });
  });
});
