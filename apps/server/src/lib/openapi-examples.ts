import type { EndpointKey } from '@storefront/shared/contract';

/**
 * Examples of what the most used calls send and answer (`data` of a success), for the OpenAPI document. Each is
 * checked against its endpoint's schemas by the OpenAPI test.
 */
export const EXAMPLES: Partial<Record<EndpointKey, { request?: unknown; answer?: unknown }>> = {
  'POST /api/user/login': {
    request: { account: 'demo', password: 'demo1234' },
    answer: {
      userinfo: {
        id: 1,
        username: 'demo',
        familyName: 'Doe',
        givenName: 'Jane',
        email: 'demo@example.com',
        mobile: '+15550100',
        avatar: '',
        balance: '1000.00',
        frozen: '0.00',
        score: '0.00',
        has_pay_password: true,
        email_verified: true,
        language: { file_name: 'en', language_name: 'English' },
        currency: 'EUR',
        created_at: '2026-11-25T08:00:00.000Z',
        token: '9f2c4e7a1b3d5f60718293a4b5c6d7e8',
      },
    },
  },
  'GET /api/index/product': {
    request: { category_id: 1, sort: 'price_asc', page: 1, limit: 20 },
    answer: {
      list: [
        {
          id: 1,
          name: 'UltraSlim 14" Laptop',
          price: '899.00',
          original_price: '999.00',
          image: '/media/art/laptop/200/1.svg',
          sales: 1204,
          stock: 57,
          shop_id: 1,
          category_id: 1,
          is_virtual: false,
        },
      ],
      total: 1,
      page: 1,
      limit: 20,
    },
  },
  'POST /api/user/address_add': {
    request: {
      country: 'US',
      consignee: 'Jane Doe',
      mobile: '(201) 555-0123',
      address: '742 Evergreen Terrace',
      locality: 'Springfield',
      admin_area: 'IL',
      postcode: '62704',
      tag: 'Home',
      is_default: true,
    },
    answer: {
      id: 3,
      country: 'US',
      consignee: 'Jane Doe',
      mobile: '+12015550123',
      area: 'IL, Springfield',
      admin_area: 'IL',
      locality: 'Springfield',
      sublocality: '',
      postcode: '62704',
      address: '742 Evergreen Terrace',
      tag: 'Home',
      is_default: true,
      needs_review: false,
      created_at: '2026-11-25T08:00:00.000Z',
    },
  },
  'POST /api/order/create': {
    request: { items: [{ product_id: 1, quantity: 1 }], address_id: 3, remark: 'Leave at the door' },
    answer: {
      order_id: 42,
      order_no: '20261125080000000042',
      total: '899.00',
      status: 'unpaid',
      order_ids: [42],
    },
  },
  'POST /api/order/pay': {
    request: { order_id: 42, pay_password: '123456' },
    answer: { order_id: 42, status: 'undelivered', balance: '101.00', order_ids: [42] },
  },
  'POST /api/user/extract': {
    request: {
      type: 'blockchain',
      amount: '100.00',
      network: 'USDT-TRC20',
      address: 'TQ5ntJbmRvWj6Yy9Q3nE2cY3Zf8V1sX8pK',
      email_code: '482913',
    },
    answer: {
      id: 7,
      user_id: 1,
      shop_id: null,
      type: 'blockchain',
      bank_name: null,
      card_no: null,
      holder: null,
      network: 'USDT-TRC20',
      address: 'TQ5ntJbmRvWj6Yy9Q3nE2cY3Zf8V1sX8pK',
      amount: '100.00',
      fee: '1.00',
      actual_amount: '99.00',
      status: 'auditing',
      remark: '',
      audited_at: null,
      created_at: '2026-11-25T08:00:00.000Z',
    },
  },
};
