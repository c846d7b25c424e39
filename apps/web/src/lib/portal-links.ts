import { defaultPortalLinks, type PortalConfigReply, type PortalLinks, paths } from '@ddp/contract';
import { useQuery } from '@tanstack/react-query';
import { getPlain } from './api-client';

const LINK_NAMES = ['imprint', 'termsOfUse', 'dataProtection', 'contact'] as const;

/** Keeps each configured target that is a real address; anything else falls back to the default. */
export function resolvePortalLinks(
  configured: Partial<Record<keyof PortalLinks, unknown>> | undefined,
): PortalLinks {
  const links: PortalLinks = { ...defaultPortalLinks };
  for (const name of LINK_NAMES) {
    const value = configured?.[name];
    if (typeof value === 'string' && isUsableTarget(value)) links[name] = value.trim();
  }
  return links;
}

function isUsableTarget(value: string): boolean {
  const target = value.trim();
  if (target === '' || target.startsWith('#')) return false;
  // Only web and mail targets; a configured javascript: URL must never reach an href.
  return /^(https?:\/\/|mailto:|\/)/i.test(target);
}

interface PortalConfig {
  links: PortalLinks;
  /** Mail stays in the dev mailbox (no SMTP server configured): development only. */
  devMailbox: boolean;
}

export const portalConfigQuery = {
  queryKey: ['portal-config'] as const,
  queryFn: async (): Promise<PortalConfig> => {
    try {
      const reply = await getPlain<PortalConfigReply>(paths.portalConfig);
      return { links: resolvePortalLinks(reply.links), devMailbox: reply.devMailbox === true };
    } catch {
      return { links: resolvePortalLinks(undefined), devMailbox: false };
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
};

export function usePortalLinks(): PortalLinks {
  const { data } = useQuery(portalConfigQuery);
  return data?.links ?? resolvePortalLinks(undefined);
}

/** Whether the server keeps mail in the dev mailbox (then it shows it at /dev/mailbox). */
export function useDevMailbox(): boolean {
  const { data } = useQuery(portalConfigQuery);
  return data?.devMailbox ?? false;
}
