import type { FastifyRequest } from 'fastify';

export type NoticeLocale = 'en' | 'vi';

const LOCALES: readonly NoticeLocale[] = ['en', 'vi'];

/**
 * The language the caller asks for in `Accept-Language`, among the app's: the app sends its own (the one the user
 * chose), a browser or another client its preference list; the best-weighted one we speak wins. Undefined when
 * none is ours.
 */
export const localeFromHeader = (header: string | undefined): NoticeLocale | undefined => {
  if (!header) return undefined;
  const ranked = header.slice(0, 200).split(',').map((part, index) => {
    const [tag, ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => /^\s*q=([01](?:\.\d+)?)\s*$/.exec(p)?.[1]).find(Boolean);
    return { language: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), index };
  });
  ranked.sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.find((entry) => entry.weight > 0 && (LOCALES as readonly string[]).includes(entry.language))?.language as NoticeLocale | undefined;
};

export const requestLocale = (request: FastifyRequest): NoticeLocale | undefined => {
  const header = request.headers['accept-language'];
  return localeFromHeader(typeof header === 'string' ? header : undefined);
};
