/** The talent page, which its filters and counts link back to. */
export const TALENT_PATH = '/admin/talenthr';
