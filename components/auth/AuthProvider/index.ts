export { AuthProvider, useAuth, type AuthContextValue, type AuthStatus } from './AuthProvider';
