import { describe, expect, it } from 'vitest';
import { destinoAposLogin } from './destinoAposLogin';

describe('destinoAposLogin', () => {
  it('goes home without a card link', () => {
    expect(destinoAposLogin(new URLSearchParams())).toBe('/home');
  });

  it('goes to the card when both fluxo and card are given', () => {
    expect(destinoAposLogin(new URLSearchParams('fluxo=f 1&card=c2'))).toBe('/process/f%201?card=c2');
  });

  it('goes home when only one of fluxo and card is given', () => {
    expect(destinoAposLogin(new URLSearchParams('fluxo=f1'))).toBe('/home');
    expect(destinoAposLogin(new URLSearchParams('card=c2'))).toBe('/home');
  });
});
