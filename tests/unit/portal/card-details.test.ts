import { describe, expect, it } from 'vitest';
import { formatCardNumber, parseExpiry, toCardBody } from '../../../portal/payments/card-details';

describe('the local card form', () => {
  it('reads the expiry as MM/YY, MM / YY or MM/YYYY', () => {
    expect(parseExpiry('12/34')).toEqual({ expMonth: 12, expYear: 2034 });
    expect(parseExpiry(' 4 / 2031 ')).toEqual({ expMonth: 4, expYear: 2031 });
    expect(parseExpiry('1234')).toEqual({ expMonth: 12, expYear: 2034 });
    expect(parseExpiry('next year')).toBeNull();
  });

  it('sends the number without spaces and leaves judging the card to the gateway', () => {
    expect(toCardBody({ number: '4242 4242 4242 4242', expiry: '13/20', cvc: ' 123 ' })).toEqual({
      number: '4242424242424242',
      expMonth: 13,
      expYear: 2020,
      cvc: '123',
    });
    expect(toCardBody({ number: '4242', expiry: '', cvc: '1' })).toBeNull();
  });

  it('groups the number by four as it is typed', () => {
    expect(formatCardNumber('4000000000000002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('4242-42a')).toBe('4242 42');
  });
});
