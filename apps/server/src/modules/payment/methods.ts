import { balancePayment } from './balance';
import type { PaymentMethodId } from '@storefront/shared';
import type { PaymentMethod } from './method';

/** Every payment method by its id: how an order paid is how its money goes back. */
export const paymentMethods: Record<PaymentMethodId, PaymentMethod> = { balance: balancePayment };
