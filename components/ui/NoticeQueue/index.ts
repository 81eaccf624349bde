export {
  createNoticeQueue,
  NOTICE_ORDER,
  noticeQueue,
  type NoticeKind,
  type NoticeQueue,
} from './notice-queue';
export { useHoldNotices, useNoticeTurn } from './useNoticeTurn';
export { noticeSlot, noticeWidth, PHONE, readOnlyOnPhone } from './NoticeQueue.css';
