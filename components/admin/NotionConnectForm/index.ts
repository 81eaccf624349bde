export { NotionConnectForm } from './NotionConnectForm';
