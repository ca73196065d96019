export { WalletLanding, landingProducts } from './components/wallet-landing';
export { ProductLanding, OfflineProductLanding } from './components/product-landing';
export { ComingSoonPage, GenericErrorPage, MotorHoldingPage } from './components/simple-pages';
