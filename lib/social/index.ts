export {
  draftSocialPosts,
  PLATFORM_RULES,
  xLength,
  type SocialDraft,
  type SocialDrafts,
  type SocialPlatform,
} from './drafts';
export { suggestHashtags, toHashtag } from './hashtags';
