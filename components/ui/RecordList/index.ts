export { RecordItem, RecordList } from './RecordList';
export { formatRecordTime } from './recordTime';
