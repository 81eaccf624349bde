/** The bare page is built with the project's own Next.js (node_modules of the repository). */
const config = { poweredByHeader: false };
export default config;
