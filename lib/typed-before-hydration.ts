// A server-rendered field takes input before the page's scripts have run (a slow phone): what the
// visitor types or chooses then is in the field but not in React's state, and the next render puts
// the state's value back, erasing it. Read once the scripts run, it becomes the state instead.
import { useLayoutEffect } from 'react';

/** Gives `apply` the text in the field `id` when there is some, once the page is interactive. */
export function useTextTypedBeforeHydration(id: string, apply: (typed: string) => void): void {
  useLayoutEffect(() => {
    const field = document.getElementById(id);
    if (field instanceof HTMLInputElement && field.value !== '') apply(field.value);
  }, [id, apply]);
}

/** A form's text fields and selects as the query its GET submission would send. */
export function formFieldValues(form: HTMLFormElement): URLSearchParams {
  return new URLSearchParams([...new FormData(form)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
}
