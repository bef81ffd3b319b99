import { type ComponentType, lazy } from 'react';
import HomePage from '../features/home/HomePage';

type PageModule = { default: ComponentType };

type RouteBase = {
  path: string;
  /** Translation key of the title; the document title follows it. */
  title: string;
  /** Shown with the bottom tab bar. */
  tab?: boolean;
};

/**
 * Home, Explore, Bag and Filter keep their state while hidden. Home is in the first bundle; the other three
 * load on their first visit and stay mounted from then on.
 */
export type KeptAliveRoute = RouteBase & { keepAlive: ComponentType };
export type LazyRoute = RouteBase & { load: () => Promise<PageModule> };
export type AppRoute = KeptAliveRoute | LazyRoute;

export const isKeptAlive = (route: AppRoute): route is KeptAliveRoute => 'keepAlive' in route;

/** A module with several screens: pick one of its named exports as the page. */
const named = async <M extends Record<string, ComponentType>>(
  module: Promise<M>,
  name: keyof M,
): Promise<PageModule> => ({
  default: (await module)[name] as ComponentType,
});
const ExplorePage = lazy(() => import('../features/catalog/ExplorePage'));
const FilterPage = lazy(() => import('../features/catalog/FilterPage'));
const BagPage = lazy(() => import('../features/cart/BagPage'));

/** Every route of spec section 2. */
export const ROUTES: AppRoute[] = [
  { path: '/home', title: 'route.home', keepAlive: HomePage, tab: true },
  { path: '/explore', title: 'route.explore', keepAlive: ExplorePage, tab: true },
  { path: '/bag', title: 'route.bag', keepAlive: BagPage, tab: true },
  { path: '/checkout', title: 'route.checkout', load: () => import('../features/order/CheckoutPage') },
  { path: '/order', title: 'route.order', load: () => import('../features/order/MyPurchasesPage') },
  {
    path: '/orderInfo/:id?',
    title: 'route.orderInfo',
    load: () => import('../features/order/OrderInfoPage'),
  },
  {
    path: '/myPurchases/:status?',
    title: 'route.myPurchases',
    load: () => import('../features/order/MyPurchasesPage'),
  },
  { path: '/comment', title: 'route.comment', load: () => import('../features/after-sale/CommentPage') },
  {
    path: '/refund/:id?/:sn?/:product_ids?/:amount?',
    title: 'route.refund',
    load: () => import('../features/after-sale/RefundPage'),
  },
  {
    path: '/complaint/:id?',
    title: 'route.complaint',
    load: () => import('../features/after-sale/ComplaintPage'),
  },
  {
    path: '/platformComplaint',
    title: 'route.platformComplaint',
    load: () => import('../features/after-sale/ComplaintPage'),
  },
  {
    path: '/consult/list',
    title: 'route.consultList',
    load: () => named(import('../features/consult/ConsultPages'), 'ConsultListPage'),
  },
  {
    path: '/consult/detail/:id?',
    title: 'route.consultDetail',
    load: () => named(import('../features/consult/ConsultPages'), 'ConsultDetailPage'),
  },
  {
    path: '/consult/:product_id?/:mch_id?',
    title: 'route.consult',
    load: () => named(import('../features/consult/ConsultPages'), 'AskShopPage'),
  },
  {
    path: '/detail/:product?/:mer?',
    title: 'route.detail',
    load: () => import('../features/product/DetailPage'),
  },
  { path: '/shop/:id?', title: 'route.shop', load: () => import('../features/shop/ShopPage') },
  { path: '/products', title: 'route.products', load: () => import('../features/catalog/ProductsPage') },
  { path: '/popular', title: 'route.popular', load: () => import('../features/catalog/PopularPage') },
  { path: '/filter', title: 'route.filter', keepAlive: FilterPage },
  { path: '/search', title: 'route.search', load: () => import('../features/catalog/SearchPage') },
  { path: '/login', title: 'route.login', load: () => import('../features/auth/LoginPage') },
  { path: '/register', title: 'route.register', load: () => import('../features/auth/RegisterPage') },
  {
    path: '/forgotPassword',
    title: 'route.forgotPassword',
    load: () => import('../features/auth/ForgotPasswordPage'),
  },
  {
    path: '/changePassword',
    title: 'route.changePassword',
    load: () => import('../features/auth/ChangePasswordPage'),
  },
  {
    path: '/changePayPwd',
    title: 'route.changePayPwd',
    load: () => import('../features/wallet/ChangePayPwdPage'),
  },
  { path: '/passwords', title: 'route.passwords', load: () => import('../features/wallet/SecurityPage') },
  { path: '/security', title: 'route.security', load: () => import('../features/wallet/SecurityPage') },
  {
    path: '/profile',
    title: 'route.profile',
    load: () => import('../features/profile/ProfilePage'),
    tab: true,
  },
  { path: '/setting', title: 'route.setting', load: () => import('../features/profile/SettingPage') },
  {
    path: '/discount',
    title: 'discount.title',
    load: () => import('../features/wallet/DiscountPage'),
  },
  { path: '/cards', title: 'route.cards', load: () => import('../features/wallet/CardListPage') },
  {
    path: '/profileEdit',
    title: 'route.profileEdit',
    load: () => import('../features/profile/ProfileEditPage'),
  },
  { path: '/language', title: 'route.language', load: () => import('../features/language/LanguagePage') },
  {
    path: '/notification',
    title: 'route.notification',
    load: () => import('../features/notification/NotificationPage'),
  },
  { path: '/address', title: 'route.address', load: () => import('../features/address/AddressListPage') },
  {
    path: '/addressForm/:id?',
    title: 'route.addressForm',
    load: () => import('../features/address/AddressFormPage'),
  },
  { path: '/withDraw', title: 'route.withDraw', load: () => import('../features/wallet/WithdrawPage') },
  {
    path: '/depositRecord',
    title: 'route.depositRecord',
    load: () => named(import('../features/wallet/RecordPages'), 'WithdrawRecordPage'),
  },
  {
    path: '/topUp',
    title: 'route.topUp',
    load: () => named(import('../features/wallet/TopUpPages'), 'ManualTopUpPage'),
  },
  {
    path: '/walletTopUp',
    title: 'route.walletTopUp',
    load: () => named(import('../features/wallet/TopUpPages'), 'BlockchainTopUpPage'),
  },
  {
    path: '/cardTopUp',
    title: 'route.cardTopUp',
    load: () => named(import('../features/wallet/TopUpPages'), 'CardTopUpPage'),
  },
  {
    path: '/topUpRecord',
    title: 'route.topUpRecord',
    load: () => named(import('../features/wallet/RecordPages'), 'TopUpRecordPage'),
  },
  {
    path: '/capitalRecord',
    title: 'route.capitalRecord',
    load: () => named(import('../features/wallet/RecordPages'), 'FundRecordPage'),
  },
  {
    path: '/myFavourite',
    title: 'route.myFavourite',
    load: () => import('../features/favourite/FavouritesPage'),
  },
  { path: '/heart', title: 'route.heart', load: () => import('../features/favourite/FavouritesPage') },
  { path: '/payment', title: 'route.payment', load: () => import('../features/order/PaymentPage') },
  {
    path: '/helpAndSupport',
    title: 'route.helpAndSupport',
    load: () => import('../features/content/HelpPage'),
  },
  { path: '/law', title: 'route.law', load: () => import('../features/content/LawPage') },
  { path: '/service', title: 'route.service', load: () => import('../features/content/ServicePage') },
  { path: '/platform', title: 'route.platform', load: () => import('../features/content/PlatformPage') },
  {
    path: '/merchantApply',
    title: 'route.merchantApply',
    load: () => import('../features/merchant/MerchantApplyPage'),
  },
];
