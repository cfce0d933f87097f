import type { UserView } from '@visabridge/contract';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export const toUserView = (user: UserRow): UserView => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  fullName: `${user.firstName} ${user.lastName}`,
  role: user.role as UserView['role'],
  status: user.status as UserView['status'],
  isEmailVerified: user.emailVerifiedAt !== null,
  phone: user.phone,
  nationality: user.nationality,
  dateOfBirth: user.dateOfBirth,
  companyName: user.companyName,
  subscribeNewsletter: user.subscribeNewsletter,
  themePreference: user.themePreference as UserView['themePreference'],
  interfaceLanguage: user.interfaceLanguage as UserView['interfaceLanguage'],
  language: user.language as UserView['language'],
  createdAt: user.createdAt.toISOString(),
  updatedAt: user.updatedAt.toISOString(),
});
