/** Platform info, help and law articles of the demo storefront, in English and simplified Chinese. */
export const PLATFORM_INFO = {
  name: 'Orbit Mall',
  logo: '/media/logo/OM/262.svg',
  service: [
    { type: 'email', label: 'Email', value: 'support@orbitmall.example' },
    { type: 'whatsapp', label: 'WhatsApp', value: '+1 555 0100' },
    { type: 'telegram', label: 'Telegram', value: '@orbitmall_support' },
  ],
  banners: [
    {
      id: 1,
      image: '/media/banner/1.svg',
      link: '/products',
      title: { en: 'New season, new finds', 'zh-cn': '新季上新，好物发现' },
    },
    {
      id: 2,
      image: '/media/banner/2.svg',
      link: '/popular',
      title: { en: 'Best sellers worldwide', 'zh-cn': '全球热销榜' },
    },
    {
      id: 3,
      image: '/media/banner/3.svg',
      link: '/explore',
      title: { en: 'Digital cards, delivered instantly', 'zh-cn': '数字卡券，即时到账' },
    },
  ],
};

type Article = { slug: string; title: string; content: string };

export const ARTICLES: Record<'help' | 'law', Record<'en' | 'zh-cn', Article[]>> = {
  help: {
    en: [
      {
        slug: 'ordering',
        title: 'How do I place an order?',
        content:
          'Open a product, choose its specification and quantity, then tap Add to bag or Buy now. In the bag, select the items you want, choose a shipping address and confirm the order. Pay from your balance with your payment code.',
      },
      {
        slug: 'balance',
        title: 'How does the balance work?',
        content:
          'Your balance is topped up by bank card or blockchain transfer. Each top-up is checked by our team before it is credited. Payments are taken from the balance, and refunds go back to it.',
      },
      {
        slug: 'shipping',
        title: 'When will my order ship?',
        content:
          'Most shops ship within 48 hours of payment. You can follow every step in the order detail, under logistics. Orders are confirmed as received automatically ten days after shipping.',
      },
      {
        slug: 'refunds',
        title: 'How do I ask for a refund?',
        content:
          'Open the order and tap Apply refund. Choose refund only or return and refund, enter the amount, the reason and a picture as proof. Our team reviews every request; approved refunds go back to your balance.',
      },
    ],
    'zh-cn': [
      {
        slug: 'ordering',
        title: '如何下单？',
        content:
          '打开商品，选择规格和数量，点击加入购物车或立即购买。在购物车中勾选商品，选择收货地址并确认订单，然后使用支付密码从余额支付。',
      },
      {
        slug: 'balance',
        title: '余额如何使用？',
        content:
          '余额可通过银行卡或区块链转账充值，每笔充值经平台审核后到账。支付从余额扣款，退款也会退回余额。',
      },
      {
        slug: 'shipping',
        title: '订单什么时候发货？',
        content:
          '大多数店铺在付款后 48 小时内发货。您可以在订单详情的物流信息中查看每一步。发货十天后订单将自动确认收货。',
      },
      {
        slug: 'refunds',
        title: '如何申请退款？',
        content:
          '打开订单并点击申请退款，选择仅退款或退货退款，填写金额、原因并上传凭证图片。平台会审核每一笔申请，通过后款项退回余额。',
      },
    ],
  },
  law: {
    en: [
      {
        slug: 'terms',
        title: 'Terms of Service',
        content:
          'By using Orbit Mall you agree to buy only for lawful purposes, to keep your account and payment code secret, and to provide true shipping information. Shops are responsible for the goods they sell; the platform handles payments, refunds and disputes.',
      },
      {
        slug: 'privacy',
        title: 'Privacy Policy',
        content:
          'We keep your name, contact details, addresses and orders only to deliver your purchases and support you. Passwords and payment codes are stored as one-way hashes. We never sell your data. You may ask us to export or delete it at any time.',
      },
      {
        slug: 'refund-policy',
        title: 'Refund Policy',
        content:
          'You may ask for a refund of a paid order before and after delivery. Unshipped orders are refunded in full once approved. For delivered goods the shop may ask for a return. Virtual cards that have been revealed cannot be refunded.',
      },
    ],
    'zh-cn': [
      {
        slug: 'terms',
        title: '服务条款',
        content:
          '使用 Orbit Mall 即表示您同意仅为合法目的购物，妥善保管账户和支付密码，并提供真实的收货信息。店铺对所售商品负责；平台负责支付、退款与纠纷处理。',
      },
      {
        slug: 'privacy',
        title: '隐私政策',
        content:
          '我们仅为配送您的订单和提供服务而保存您的姓名、联系方式、地址和订单。密码和支付密码以单向哈希方式保存。我们绝不出售您的数据，您可随时要求导出或删除。',
      },
      {
        slug: 'refund-policy',
        title: '退款政策',
        content:
          '已支付的订单在发货前后均可申请退款。未发货的订单审核通过后全额退款；已收货的商品店铺可能要求退货。已显示的虚拟卡密不支持退款。',
      },
    ],
  },
};

/** The demo's accounts for manual top-ups (transfers); operators change them in the console. */
export const RECHARGE_ACCOUNTS = [
  {
    bankName: 'First Harbor Bank',
    holder: 'Orbit Mall Payments Ltd',
    accountNo: 'GB29 NWBK 6016 1331 9268 19',
    note: 'SWIFT NWBKGB2L. Put your username in the transfer reference.',
    sort: 1,
  },
];

export const BLOCKCHAIN_NETWORKS = [
  { network: 'USDT-TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', minAmountCents: 1000, sort: 1 },
  {
    network: 'USDT-ERC20',
    address: '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE',
    minAmountCents: 2000,
    sort: 2,
  },
];

export const PROMO_CODES = [{ code: 'WELCOME10', discountCents: 1000, minAmountCents: 5000 }];

/**
 * The demo's import tax rules (decision 064), one of each kind, so that the console's Duties & taxes page and a
 * checkout to these countries show them at once. Thresholds are the destinations' own, in dollars at about the
 * 2025–26 rates and rounded down, so that no parcel over the real threshold is ever charged at checkout:
 * - GB: 20 % VAT, charged by the seller on goods up to £135 (£1 ≈ $1.27: $171) → $170.
 * - DE, FR: 19 % and 20 % VAT, the EU's import one-stop shop for goods up to €150 (€1 ≈ $1.08: $162) → $160.
 * - AU: 10 % GST, collected by the seller on goods up to A$1,000 (A$1 ≈ $0.65) → $650.
 * - JP: 10 % consumption tax, for the demo charged at checkout on every parcel (no amount).
 * - CA: 5 % GST, left to the carrier on delivery (0): the demo marketplace is not registered for Canada's
 *   simplified GST.
 */
export const DEMO_TAX_RULES = [
  { country: 'GB', rateBp: 2000, collectUpToCents: 17_000 },
  { country: 'DE', rateBp: 1900, collectUpToCents: 16_000 },
  { country: 'FR', rateBp: 2000, collectUpToCents: 16_000 },
  { country: 'AU', rateBp: 1000, collectUpToCents: 65_000 },
  { country: 'JP', rateBp: 1000, collectUpToCents: null },
  { country: 'CA', rateBp: 500, collectUpToCents: 0 },
];

export const DEMO_SHOPPER = {
  username: 'demo',
  password: 'demo1234',
  payPassword: '123456',
  email: 'demo@orbitmall.example',
  mobile: '+15550100001',
  familyName: 'Doe',
  givenName: 'Alex',
  balanceCents: 1_000_000,
  // A whole address of its country (decision 063): the demo's address list shows no review mark.
  address: {
    country: 'US',
    consignee: 'Alex Doe',
    mobile: '+14155550100',
    adminArea: 'CA',
    locality: 'San Francisco',
    area: 'CA, San Francisco',
    postcode: '94105',
    address: '500 Market Street, Apt 12',
    tag: 'Home',
  },
};

/** The demo merchant: owner of the first demo shop, so that the seller centre has something to show at once. */
export const DEMO_MERCHANT = {
  username: 'merchant',
  password: 'merchant1234',
  email: 'merchant@orbitmall.example',
  mobile: '+15550100002',
};
