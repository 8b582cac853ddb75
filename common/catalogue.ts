/** Reference catalogue rows every database is seeded with and that screens single out. */

/** Course 1 (NLHE): the course the Modules and Content Library filters start on. */
export const DEFAULT_COURSE_ID = 1;

/**
 * The Independent category. The product's rules name it two ways: by title, its lectures get their own
 * Content Library section and it stays out of the module filters; by id, choosing it hides the library's
 * other section.
 */
export const INDEPENDENT_CATEGORY = { id: 5, title: 'Independent' } as const;

export const isIndependent = (category: { title: string }): boolean => category.title === INDEPENDENT_CATEGORY.title;
