// The blog (/blog, /blog/{slug}), News+ (/news/{slug}) and SEO texts.
export const blog = {} as const
