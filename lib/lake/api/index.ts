export { handleLakeRequest, type LakeOptions } from './router';
export {
  issueLakeToken,
  issueSignInCode,
  revokeLakeToken,
  revokeUserLakeTokens,
  type LakeUser,
} from './auth';
export type { AppSession } from './meta';
