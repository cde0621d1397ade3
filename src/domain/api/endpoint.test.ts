import { describe, expect, it } from 'vitest';
import { endpointPath } from './endpoint';

describe('endpointPath', () => {
  it('fills each :name segment with its encoded parameter', () => {
    expect(endpointPath('/subscriptions/:id/cancel', { id: 'sub_1' })).toBe('/subscriptions/sub_1/cancel');
    expect(endpointPath('/subscriptions/:id/cancel', { id: 'a/b?c' })).toBe('/subscriptions/a%2Fb%3Fc/cancel');
  });

  it('leaves a path without parameters as it is', () => {
    expect(endpointPath('/payments/products', {})).toBe('/payments/products');
  });

  it('refuses a missing parameter rather than calling a wrong address', () => {
    expect(() => endpointPath('/subscriptions/:id/cancel', {})).toThrow(/id/);
  });
});
