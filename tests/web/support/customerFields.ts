// The customer form's fields as a person finds them, and values every rule accepts.
import { screen } from '@testing-library/react';

export const fieldLabels = ['First name', 'Last name', 'Address', 'Email', 'Phone', 'Notes'] as const;

export function field(label: (typeof fieldLabels)[number]): HTMLInputElement {
  return screen.getByLabelText(label);
}

export function saveButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Save' });
}

export const valid = {
  fname: 'Grace',
  lname: 'Hopper',
  address: '1 Navy Yard, Arlington',
  email: 'grace.hopper@example.com',
  phone: '555 0100 200',
};
