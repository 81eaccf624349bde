// The content lake: a Sanity-compatible document store with its GROQ engine (./store) and the HTTP
// API the Studio and Sanity clients talk to (./api). The rest of the app imports only this entry
// point; lib/content/lake-mount.ts joins the API to the app's sessions, cache and jobs
// (app/api/lake).
export * from './store';
export {
  handleLakeRequest,
  issueLakeToken,
  issueSignInCode,
  revokeLakeToken,
  revokeUserLakeTokens,
  type AppSession,
  type LakeOptions,
  type LakeUser,
} from './api';
