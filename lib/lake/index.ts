// The content lake: a Sanity-compatible document store with its GROQ engine (./store) and the HTTP
// API the Studio and Sanity clients talk to (./api). The rest of the app imports only this entry
// point; `./mount` joins the API to the app's sessions and cache (app/api/lake).
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
