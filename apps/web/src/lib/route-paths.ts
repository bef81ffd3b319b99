import { matchPath } from 'react-router';

/** A route without its page: where it is, its title, whether the bottom tab bar shows. */
export type RoutePath = {
  path: string;
  /** Translation key of the title; the document title follows it. */
  title: string;
  /** Shown with the bottom tab bar. */
  tab?: boolean;
};

/**
 * Every route of spec section 2 by name, in the order they are looked up. No page is imported here, so shared
 * components (the top bar) read a route's title without importing every screen; app/routes.tsx adds the pages.
 */
export const ROUTE_PATHS = {
  home: { path: '/home', title: 'route.home', tab: true },
  explore: { path: '/explore', title: 'route.explore', tab: true },
  bag: { path: '/bag', title: 'route.bag', tab: true },
  checkout: { path: '/checkout', title: 'route.checkout' },
  order: { path: '/order', title: 'route.order' },
  orderInfo: { path: '/orderInfo/:id?', title: 'route.orderInfo' },
  myPurchases: { path: '/myPurchases/:status?', title: 'route.myPurchases' },
  comment: { path: '/comment', title: 'route.comment' },
  refund: { path: '/refund/:id?/:sn?/:product_ids?/:amount?', title: 'route.refund' },
  complaint: { path: '/complaint/:id?', title: 'route.complaint' },
  platformComplaint: { path: '/platformComplaint', title: 'route.platformComplaint' },
  consultList: { path: '/consult/list', title: 'route.consultList' },
  consultDetail: { path: '/consult/detail/:id?', title: 'route.consultDetail' },
  consult: { path: '/consult/:product_id?/:mch_id?', title: 'route.consult' },
  detail: { path: '/detail/:product?/:mer?', title: 'route.detail' },
  shop: { path: '/shop/:id?', title: 'route.shop' },
  products: { path: '/products', title: 'route.products' },
  popular: { path: '/popular', title: 'route.popular' },
  filter: { path: '/filter', title: 'route.filter' },
  search: { path: '/search', title: 'route.search' },
  login: { path: '/login', title: 'route.login' },
  register: { path: '/register', title: 'route.register' },
  forgotPassword: { path: '/forgotPassword', title: 'route.forgotPassword' },
  changePassword: { path: '/changePassword', title: 'route.changePassword' },
  changePayPwd: { path: '/changePayPwd', title: 'route.changePayPwd' },
  passwords: { path: '/passwords', title: 'route.passwords' },
  security: { path: '/security', title: 'route.security' },
  profile: { path: '/profile', title: 'route.profile', tab: true },
  setting: { path: '/setting', title: 'route.setting' },
  discount: { path: '/discount', title: 'discount.title' },
  cards: { path: '/cards', title: 'route.cards' },
  profileEdit: { path: '/profileEdit', title: 'route.profileEdit' },
  language: { path: '/language', title: 'route.language' },
  notification: { path: '/notification', title: 'route.notification' },
  address: { path: '/address', title: 'route.address' },
  addressForm: { path: '/addressForm/:id?', title: 'route.addressForm' },
  withDraw: { path: '/withDraw', title: 'route.withDraw' },
  depositRecord: { path: '/depositRecord', title: 'route.depositRecord' },
  topUp: { path: '/topUp', title: 'route.topUp' },
  walletTopUp: { path: '/walletTopUp', title: 'route.walletTopUp' },
  cardTopUp: { path: '/cardTopUp', title: 'route.cardTopUp' },
  topUpRecord: { path: '/topUpRecord', title: 'route.topUpRecord' },
  capitalRecord: { path: '/capitalRecord', title: 'route.capitalRecord' },
  myFavourite: { path: '/myFavourite', title: 'route.myFavourite' },
  heart: { path: '/heart', title: 'route.heart' },
  payment: { path: '/payment', title: 'route.payment' },
  helpAndSupport: { path: '/helpAndSupport', title: 'route.helpAndSupport' },
  law: { path: '/law', title: 'route.law' },
  service: { path: '/service', title: 'route.service' },
  platform: { path: '/platform', title: 'route.platform' },
  merchantApply: { path: '/merchantApply', title: 'route.merchantApply' },
} satisfies Record<string, RoutePath>;

export type RouteName = keyof typeof ROUTE_PATHS;

const ROUTE_LIST: RoutePath[] = Object.values(ROUTE_PATHS);

/** The route of a location: the first in the table's order whose path matches it. */
export const findRoutePath = (pathname: string): RoutePath | undefined =>
  ROUTE_LIST.find((route) => matchPath(route.path, pathname));
