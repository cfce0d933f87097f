import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  findStep,
  isStepDone,
  readStep,
  stepAtIndex,
  stepIndexOf,
  stepOfField,
  wizardPath,
  wizardSteps,
} from './wizard-steps';

describe('the wizard’s steps', () => {
  it('runs in the contract’s order, each with its label', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(wizardSteps.map((step) => i18n._(step.label))).toEqual([
      'Trip',
      'Personal details',
      'Passport',
      'Travel plans',
      'Emergency contact',
      'Documents',
      'Review & submit',
    ]);
    expect(stepIndexOf('documents')).toBe(5);
  });

  it('opens the step the address names, or the first one for anything else', () => {
    expect(readStep('passport')).toBe('passport');
    expect(findStep('payment')).toBeUndefined();
    expect(readStep('payment')).toBe('trip');
    expect(readStep(null)).toBe('trip');
  });

  it('reopens a draft on the step it was left on, the first one when the stored index is past the end', () => {
    expect(stepAtIndex(4)).toBe('emergency');
    expect(stepAtIndex(99)).toBe('trip');
    expect(stepAtIndex(-1)).toBe('trip');
  });

  it('sends each problem to the step where its field is filled in', () => {
    expect(stepOfField('personalInfo.passportNumber')).toBe('passport');
    expect(stepOfField('personalInfo.firstName')).toBe('personal');
    expect(stepOfField('travelInfo.arrivalDate')).toBe('travel');
    expect(stepOfField('authorityAnswers.0')).toBe('travel');
    expect(stepOfField('emergencyContact.phone')).toBe('emergency');
    expect(stepOfField('documents')).toBe('documents');
  });

  it('marks a step done only when none of the problems is on it', () => {
    const problems = [{ field: 'personalInfo.passportExpiryDate', message: 'Enter the expiry date' }];
    expect(isStepDone('passport', problems)).toBe(false);
    expect(isStepDone('personal', problems)).toBe(true);
    expect(isStepDone('passport', [])).toBe(true);
  });

  it('keeps the draft and the step in the address, so a refresh stays in place', () => {
    expect(wizardPath('a1b2', 'travel')).toBe('/application?id=a1b2&step=travel');
  });
});
