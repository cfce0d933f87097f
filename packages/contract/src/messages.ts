/** User-facing messages from the product specification (sections 5 and 8). */
export const messages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Date of birth must be a real date in the past',
  termsRequired: 'You must agree to the terms and conditions',
  emailTaken: 'An account with this email already exists. Log in or reset your password.',
  invalidCredentials: 'Invalid email or password',
  loginSuccess: 'Login successful!',
  registrationSuccess: 'Thank you! Check your email to verify your account, then log in.',
  profileUpdated: 'Profile updated successfully!',
  loggedOut: 'Logged out successfully',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  profileUpdateFailed: 'Profile update failed',
  requestFailed: 'Request failed',
  networkError: 'Network error. Please check your connection and try again.',
  requestTimedOut: 'The server took too long to answer. Please try again.',
  unexpectedError: 'An unexpected error occurred.',
  screenError: 'An unexpected error occurred. Please try again.',
  sessionExpired: 'Your session has ended. Please log in again.',
  forgotPasswordSent: 'If an account exists for that email, we have sent a link to reset the password.',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset. You can log in now.',
  invitationInvalid:
    'This invitation link is invalid or has expired. Ask an administrator to send a new one.',
  passwordSet: 'Your password is set. You can now log in.',
  employeeInvitationInvalid:
    'This invitation link is invalid, used or expired. Ask your company to send a new one.',
  employeeAccountLinked:
    'Your account is linked: the applications your company files for you are in My Applications.',
  verifyTokenInvalid: 'This verification link is invalid or has expired.',
  emailVerified: 'Your email address is verified.',
  emailAlreadyVerified: 'This link was used already: your email address is verified.',
  verificationSent: 'We have sent a new verification link to your email.',
  tooManyEmails:
    'We have already sent several links in the last hour. Please check your inbox, including spam.',
  adminOnly: 'Access denied. Admin privileges required.',
  agentOnly: 'Access denied. Agent privileges required.',
  corporateOnly: 'Access denied. Corporate account required.',
  travellerOnly: 'That page is for travellers’ own accounts: here is your dashboard.',
  applicationsElsewhere:
    'My Applications lists a traveller’s own applications: here are the ones you work with.',
  documentsElsewhere: 'Documents belong to each application: open one to see and upload its documents.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found',
  unauthorized: 'Please log in to continue.',
  visaDataMissing:
    'Visa requirement data has not been imported yet, so we cannot answer this check. Please try again later.',
  countriesMissing: 'Please select both origin and destination countries',
  countriesLoadFailed: 'Failed to load countries',
  visaCheckFailed: 'Failed to check visa requirements',
} as const;

/** The name of one of the product's messages. */
export type MessageKey = keyof typeof messages;
