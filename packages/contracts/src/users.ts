import { z } from 'zod';
import { subscriptionStatuses, subscriptionTiers } from './constants.ts';

export { subscriptionStatuses, subscriptionTiers } from './constants.ts';

export const subscriptionTierSchema = z.enum(subscriptionTiers);
export type SubscriptionTier = z.infer<typeof subscriptionTierSchema>;

export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Who may use the operations console (docs/product/console.md#roles): everyone is a `user`. */
export const userRoles = ['user', 'moderator', 'admin'] as const;
export const userRoleSchema = z.enum(userRoles, { error: `role must be one of ${userRoles.join(', ')}.` });
export type UserRole = z.infer<typeof userRoleSchema>;

export const activityTypes = [
  'applied',
  'save',
  'unsave',
  'subscribed',
  'unsubscribed',
  'profileUpdate',
  'login',
  'passwordReset',
] as const;
export const activityTypeSchema = z.enum(activityTypes);
export type ActivityType = z.infer<typeof activityTypeSchema>;

export const otpPurposes = ['register', 'login', 'forgot-password'] as const;
export const otpPurposeSchema = z.enum(otpPurposes);
export type OtpPurpose = z.infer<typeof otpPurposeSchema>;

export const educationLevels = ['High School', 'Diploma', 'Undergraduate', 'Graduate', 'Postgraduate', 'PhD'] as const;

export const preferredJobTypes = ['Full-time', 'Part-time', 'Internship', 'Freelance'] as const;

export const preferredDomains = [
  'Software Development',
  'Data Science',
  'Machine Learning',
  'Web Development',
  'Mobile Development',
  'DevOps',
  'Cybersecurity',
  'UI/UX Design',
  'Product Management',
  'Digital Marketing',
  'Business Analysis',
  'Finance',
  'Consulting',
  'Sales',
  'Human Resources',
] as const;

export const orderStatuses = ['created', 'paid', 'failed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
