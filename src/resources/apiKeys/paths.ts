/** Where a key's detail is (spec §2 /api-key/detail/:id). */
export const apiKeyDetailPath = (id: string) => `/api-key/detail/${encodeURIComponent(id)}`;
