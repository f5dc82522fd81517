/** The API's limits of a review's texts (REVIEW_LIMITS of the server): the fields stop there. */
export const REVIEW_TEXT_LIMITS = { advantages: 1000, disadvantages: 1000, comment: 2000 } as const;
