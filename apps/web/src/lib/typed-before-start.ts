type Typed = Record<string, string | boolean>;

/** What a visitor typed into each server-drawn form before the app took the page over, by the form's action. */
const typedByForm = new Map<string, Typed>();

/** A field the app holds as typed (not the country search's stand-in, whose text is not its value). */
const isPlainField = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
  Boolean(element.name) &&
  element.getAttribute('role') !== 'combobox';

const isCheckable = (element: HTMLInputElement | HTMLTextAreaElement): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/**
 * Where a drawn form's typing is kept: the address it posts to, or the `data-keep-typed` name of a form
 * only the app sends (the checkers').
 */
const keyOf = (form: Element) => form.getAttribute('action') ?? form.getAttribute('data-keep-typed') ?? '';

/** The option a select was drawn with: its `selected` one, else its first. */
const drawnOption = (select: HTMLSelectElement) =>
  [...select.options].find((option) => option.defaultSelected)?.value ?? select.options[0]?.value ?? '';

/**
 * Reads, just before the app takes the page over, what was typed, ticked and chosen in its forms
 * (`form[action]`, `form[data-keep-typed]`): the forms then start from it, so the fields keep their text,
 * caret and focus untouched.
 */
export const keepTypedBeforeStart = (root: HTMLElement) => {
  for (const form of root.querySelectorAll('form[action], form[data-keep-typed]')) {
    const typed: Typed = {};
    for (const element of (form as HTMLFormElement).elements) {
      if (element instanceof HTMLSelectElement) {
        if (element.name && element.value !== drawnOption(element)) typed[element.name] = element.value;
        continue;
      }
      if (!isPlainField(element)) continue;
      if (isCheckable(element)) {
        if (element.checked !== element.defaultChecked) typed[element.name] = element.checked;
      } else if (element.value !== element.defaultValue) typed[element.name] = element.value;
    }
    typedByForm.set(keyOf(form), typed);
  }
};

/**
 * What was typed into the form kept under `key` (its action or `data-keep-typed`) before the app ran. Read
 * as the form first draws, which React may do more than once (a drawing it sets aside while a part of the
 * page still loads): it stays until the form is on screen (`forgetTypedBeforeStart`).
 */
export const typedBeforeStart = (key: string): Typed => typedByForm.get(key) ?? {};

/** Once the form is on screen: what was typed before the app ran is in it, and a form opened later starts afresh. */
export const forgetTypedBeforeStart = (key: string) => {
  typedByForm.delete(key);
};

const setNativeValue = (element: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const prototype = element instanceof HTMLInputElement ? HTMLInputElement : HTMLTextAreaElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(element, value);
};

/** Types with a caret the page can read and place (not email or number fields). */
const selectionOf = (element: HTMLInputElement | HTMLTextAreaElement) => {
  try {
    const { selectionStart, selectionEnd, selectionDirection } = element;
    return selectionStart === null ? null : { selectionStart, selectionEnd, selectionDirection };
  } catch {
    return null;
  }
};

/**
 * Right after the app has taken the page over: a field whose text (or tick) differs from what the app
 * drew it with was typed into meanwhile (the country search's stand-in, a key pressed while the page was
 * being taken over). Each gets an input event as typing would send, keeping its caret; the focused field
 * is announced to the app as focused.
 */
export const handTypedToApp = (root: HTMLElement) => {
  for (const element of root.querySelectorAll('form input, form textarea')) {
    const field = element as HTMLInputElement | HTMLTextAreaElement;
    if (isCheckable(field)) {
      if (field.checked === field.defaultChecked) continue;
      const isChecked = field.checked;
      // Back to what the app drew, then ticked as a tap ticks it, which the app hears.
      field.checked = !isChecked;
      field.click();
      continue;
    }
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    const selection = selectionOf(field);
    // Set through the element (React's tracker then holds the drawn text), then natively: React sees a change.
    field.value = field.defaultValue;
    setNativeValue(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (selection)
      field.setSelectionRange(
        selection.selectionStart,
        selection.selectionEnd,
        selection.selectionDirection ?? undefined,
      );
  }
  const focused = document.activeElement;
  if (
    focused instanceof HTMLElement &&
    root.contains(focused) &&
    focused.matches('form input, form textarea')
  )
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
};
