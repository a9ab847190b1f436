/** Where an endpoint's detail is. */
export const webhookDetailPath = (id: string) => `/webhook/detail/${encodeURIComponent(id)}`;
