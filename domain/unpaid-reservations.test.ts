import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from './orders';
import { judgeUnpaidReservation, unpaidAllowance, type UnpaidBuyer, type UnpaidReservationLimits } from './unpaid-reservations';

const limits: UnpaidReservationLimits = { guestOrder: 80, newAccountOrder: 60, newAccountTotal: 100, shopTotal: 400 };
const none = { account: 0, shop: 0 };

describe('judgeUnpaidReservation', () => {
  it('lets a guest reserve up to its order limit by wire or check, and refuses one cylinder more', () => {
    for (const paymentMethod of ['bank_wire', 'check'] as const) {
      expect(judgeUnpaidReservation({ paymentMethod, buyer: 'guest', cylinders: 80, limits, held: none })).toBeNull();
      expect(judgeUnpaidReservation({ paymentMethod, buyer: 'guest', cylinders: 81, limits, held: none })).toBe('guest_order');
    }
  });

  it('limits a new account per order and across its pending unpaid orders', () => {
    const order = (cylinders: number, account: number) => judgeUnpaidReservation({ paymentMethod: 'bank_wire', buyer: 'new_account', cylinders, limits, held: { account, shop: account } });
    expect(order(60, 0)).toBeNull();
    expect(order(61, 0)).toBe('account_order');
    expect(order(40, 60)).toBeNull();
    expect(order(41, 60)).toBe('account_total');
    expect(order(1, 100)).toBe('account_total');
  });

  it('bounds what guests and new accounts hold together, whoever asks', () => {
    expect(judgeUnpaidReservation({ paymentMethod: 'check', buyer: 'guest', cylinders: 10, limits, held: { account: 0, shop: 390 } })).toBeNull();
    expect(judgeUnpaidReservation({ paymentMethod: 'check', buyer: 'guest', cylinders: 11, limits, held: { account: 0, shop: 390 } })).toBe('shop_total');
    expect(judgeUnpaidReservation({ paymentMethod: 'check', buyer: 'new_account', cylinders: 11, limits, held: { account: 0, shop: 390 } })).toBe('shop_total');
  });

  it('never limits a card order, nor an established account (13 pallets by wire)', () => {
    const full = { account: 10_000, shop: 10_000 };
    expect(judgeUnpaidReservation({ paymentMethod: 'credit_card', buyer: 'guest', cylinders: 2280, limits, held: full })).toBeNull();
    expect(judgeUnpaidReservation({ paymentMethod: 'credit_card', buyer: 'new_account', cylinders: 2280, limits, held: full })).toBeNull();
    expect(judgeUnpaidReservation({ paymentMethod: 'bank_wire', buyer: 'established', cylinders: 520, limits, held: full })).toBeNull();
  });
});

describe('unpaidAllowance', () => {
  it('is the smallest room left: the order limit, the account, the shop', () => {
    expect(unpaidAllowance('guest', limits, none)).toBe(80);
    expect(unpaidAllowance('guest', limits, { account: 0, shop: 350 })).toBe(50);
    expect(unpaidAllowance('new_account', limits, none)).toBe(60);
    expect(unpaidAllowance('new_account', limits, { account: 70, shop: 70 })).toBe(30);
    expect(unpaidAllowance('new_account', limits, { account: 120, shop: 500 })).toBe(0);
    expect(unpaidAllowance('established', limits, none)).toBeNull();
  });
});

const limitsArb = fc.record({
  guestOrder: fc.integer({ min: 1, max: 5000 }),
  newAccountOrder: fc.integer({ min: 1, max: 5000 }),
  newAccountTotal: fc.integer({ min: 1, max: 5000 }),
  shopTotal: fc.integer({ min: 1, max: 20_000 }),
});
const buyerArb = fc.constantFrom<UnpaidBuyer>('guest', 'new_account', 'established');

describe('properties', () => {
  it('refuses exactly the unpaid orders larger than the allowance the checkout shows', () => {
    fc.assert(
      fc.property(
        limitsArb,
        buyerArb,
        fc.constantFrom(...PAYMENT_METHODS),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 30_000 }),
        (l, buyer, paymentMethod, cylinders, account, shopExtra) => {
          const held = { account: buyer === 'guest' ? 0 : account, shop: account + shopExtra };
          const refusal = judgeUnpaidReservation({ paymentMethod, buyer, cylinders, limits: l, held });
          const allowance = unpaidAllowance(buyer, l, held);
          // Only orders paid later by wire or check hold stock unpaid; the provider takes a card's or a debit's money.
          const limited = (paymentMethod === 'bank_wire' || paymentMethod === 'check') && allowance !== null;
          expect(refusal !== null).toBe(limited && cylinders > allowance);
        },
      ),
    );
  });

  it('never lets accepted unpaid orders, one after another, pass an account limit or the shop bound', () => {
    const orderArb = fc.record({ account: fc.integer({ min: 0, max: 4 }), guest: fc.boolean(), cylinders: fc.integer({ min: 1, max: 300 }) });
    fc.assert(
      fc.property(limitsArb, fc.array(orderArb, { maxLength: 60 }), (l, placed) => {
        const byAccount = new Map<number, number>();
        let shop = 0;
        for (const order of placed) {
          const buyer: UnpaidBuyer = order.guest ? 'guest' : 'new_account';
          const account = order.guest ? 0 : (byAccount.get(order.account) ?? 0);
          if (judgeUnpaidReservation({ paymentMethod: 'bank_wire', buyer, cylinders: order.cylinders, limits: l, held: { account, shop } }) !== null) continue;
          shop += order.cylinders;
          if (!order.guest) byAccount.set(order.account, account + order.cylinders);
        }
        expect(shop).toBeLessThanOrEqual(l.shopTotal);
        for (const held of byAccount.values()) expect(held).toBeLessThanOrEqual(l.newAccountTotal);
      }),
    );
  });
});
