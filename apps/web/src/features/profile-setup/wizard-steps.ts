import {
  educationStepSchema,
  experienceStepSchema,
  personalStepSchema,
  preferencesStepSchema,
  profileSetupSteps,
  projectsStepSchema,
  setupProfileRequestSchema,
  skillsBioStepSchema,
  socialLinksStepSchema,
} from '@pathway/contracts';

/**
 * The 8 steps in order, each with the schema its Continue checks; the Review step checks the whole
 * object again before it is sent.
 */
export const profileSetupStepSchemas = [
  { title: profileSetupSteps[0], schema: personalStepSchema },
  { title: profileSetupSteps[1], schema: educationStepSchema },
  { title: profileSetupSteps[2], schema: skillsBioStepSchema },
  { title: profileSetupSteps[3], schema: experienceStepSchema },
  { title: profileSetupSteps[4], schema: projectsStepSchema },
  { title: profileSetupSteps[5], schema: preferencesStepSchema },
  { title: profileSetupSteps[6], schema: socialLinksStepSchema },
  { title: profileSetupSteps[7], schema: setupProfileRequestSchema },
] as const;
