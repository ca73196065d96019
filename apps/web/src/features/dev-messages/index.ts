export { DevMessagesPage } from './components/dev-messages-page';
