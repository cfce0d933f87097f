import { z } from 'zod';

/** Yes/no questions an e-visa or eTA authority asks that the rest of the wizard does not collect. */
export const authorityQuestions = ['criminalConviction', 'travelRefusal'] as const;
export type AuthorityQuestion = (typeof authorityQuestions)[number];

export const authorityQuestionLabels: Record<AuthorityQuestion, string> = {
  criminalConviction: 'Have you ever been convicted of a criminal offence in any country?',
  travelRefusal: 'Have you ever been refused a visa, or refused entry at a border, by any country?',
};

/** The traveller's answers so far; an unanswered question is absent. */
export const authorityAnswersInput = z
  .object({
    criminalConviction: z.boolean({ message: 'Answer yes or no' }).optional(),
    travelRefusal: z.boolean({ message: 'Answer yes or no' }).optional(),
  })
  .strict();
export type AuthorityAnswers = z.infer<typeof authorityAnswersInput>;
