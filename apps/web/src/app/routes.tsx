import type { ComponentType } from 'react';
import { lazyWithComponentTexts } from '../components/lazy-with-component-texts';
import HomePage from '../features/home/HomePage';
import { ROUTE_PATHS, type RouteName, type RoutePath } from '../lib/route-paths';

type PageModule = { default: ComponentType };

type PageSource = { keepAlive: ComponentType } | { load: () => Promise<PageModule> };

/**
 * Home, Explore, Bag and Filter keep their state while hidden. Home is in the first bundle; the other three
 * load on their first visit and stay mounted from then on.
 */
export type KeptAliveRoute = RoutePath & { keepAlive: ComponentType };
export type LazyRoute = RoutePath & { load: () => Promise<PageModule> };
export type AppRoute = KeptAliveRoute | LazyRoute;

export const isKeptAlive = (route: AppRoute): route is KeptAliveRoute => 'keepAlive' in route;

/** A module with several screens: pick one of its named exports as the page. */
const named = async <M extends Record<string, ComponentType>>(
  module: Promise<M>,
  name: keyof M,
): Promise<PageModule> => ({
  default: (await module)[name] as ComponentType,
});
const ExplorePage = lazyWithComponentTexts(() => import('../features/catalog/ExplorePage'));
const FilterPage = lazyWithComponentTexts(() => import('../features/catalog/FilterPage'));
const BagPage = lazyWithComponentTexts(() => import('../features/cart/BagPage'));

/** The page of each route; a route without one, or a page without a route, does not compile. */
const PAGES: Record<RouteName, PageSource> = {
  home: { keepAlive: HomePage },
  explore: { keepAlive: ExplorePage },
  bag: { keepAlive: BagPage },
  checkout: { load: () => import('../features/order/CheckoutPage') },
  order: { load: () => import('../features/order/MyPurchasesPage') },
  orderInfo: { load: () => import('../features/order/OrderInfoPage') },
  myPurchases: { load: () => import('../features/order/MyPurchasesPage') },
  comment: { load: () => import('../features/after-sale/CommentPage') },
  refund: { load: () => import('../features/after-sale/RefundPage') },
  complaint: { load: () => import('../features/after-sale/ComplaintPage') },
  platformComplaint: { load: () => import('../features/after-sale/ComplaintPage') },
  consultList: { load: () => named(import('../features/consult/ConsultPages'), 'ConsultListPage') },
  consultDetail: { load: () => named(import('../features/consult/ConsultPages'), 'ConsultDetailPage') },
  consult: { load: () => named(import('../features/consult/ConsultPages'), 'AskShopPage') },
  detail: { load: () => import('../features/product/DetailPage') },
  shop: { load: () => import('../features/shop/ShopPage') },
  products: { load: () => import('../features/catalog/ProductsPage') },
  popular: { load: () => import('../features/catalog/PopularPage') },
  filter: { keepAlive: FilterPage },
  search: { load: () => import('../features/catalog/SearchPage') },
  login: { load: () => import('../features/auth/LoginPage') },
  register: { load: () => import('../features/auth/RegisterPage') },
  forgotPassword: { load: () => import('../features/auth/ForgotPasswordPage') },
  changePassword: { load: () => import('../features/auth/ChangePasswordPage') },
  changePayPwd: { load: () => import('../features/wallet/ChangePayPwdPage') },
  passwords: { load: () => import('../features/wallet/SecurityPage') },
  security: { load: () => import('../features/wallet/SecurityPage') },
  profile: { load: () => import('../features/profile/ProfilePage') },
  setting: { load: () => import('../features/profile/SettingPage') },
  discount: { load: () => import('../features/wallet/DiscountPage') },
  cards: { load: () => import('../features/wallet/CardListPage') },
  profileEdit: { load: () => import('../features/profile/ProfileEditPage') },
  language: { load: () => import('../features/language/LanguagePage') },
  notification: { load: () => import('../features/notification/NotificationPage') },
  address: { load: () => import('../features/address/AddressListPage') },
  addressForm: { load: () => import('../features/address/AddressFormPage') },
  withDraw: { load: () => import('../features/wallet/WithdrawPage') },
  depositRecord: { load: () => named(import('../features/wallet/RecordPages'), 'WithdrawRecordPage') },
  topUp: { load: () => named(import('../features/wallet/TopUpPages'), 'ManualTopUpPage') },
  walletTopUp: { load: () => named(import('../features/wallet/TopUpPages'), 'BlockchainTopUpPage') },
  cardTopUp: { load: () => named(import('../features/wallet/TopUpPages'), 'CardTopUpPage') },
  topUpRecord: { load: () => named(import('../features/wallet/RecordPages'), 'TopUpRecordPage') },
  capitalRecord: { load: () => named(import('../features/wallet/RecordPages'), 'FundRecordPage') },
  myFavourite: { load: () => import('../features/favourite/FavouritesPage') },
  heart: { load: () => import('../features/favourite/FavouritesPage') },
  payment: { load: () => import('../features/order/PaymentPage') },
  helpAndSupport: { load: () => import('../features/content/HelpPage') },
  law: { load: () => import('../features/content/LawPage') },
  service: { load: () => import('../features/content/ServicePage') },
  platform: { load: () => import('../features/content/PlatformPage') },
  merchantApply: { load: () => import('../features/merchant/MerchantApplyPage') },
};

/** Every route of spec section 2 with its page, in the order of lib/route-paths. */
export const ROUTES: AppRoute[] = (Object.keys(ROUTE_PATHS) as RouteName[]).map((name) => ({
  ...ROUTE_PATHS[name],
  ...PAGES[name],
}));
