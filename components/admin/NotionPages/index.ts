export { NotionPages, type NotionPageRow } from './NotionPages';
export { DisconnectNotion } from './DisconnectNotion';
