export { NoteThread } from './NoteThread';
