export function plainAddress(address: string | undefined | null): string;
export function trustedProxies(value?: string): (address: string) => boolean;
export function clientAddress(options: {
  socketAddress: string | undefined;
  forwardedFor?: string | string[];
  isTrusted: (address: string) => boolean;
  socketTrusted?: boolean;
}): string;
