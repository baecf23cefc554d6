import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen with a details tab (orders, quotes): the chosen record is kept in the address (?<param>=<id>, what the
 * shop's e-mails link to) beside the list's own parameters, so a view can be shared and Back returns to the previous
 * one. The details tab shows while a record is chosen, unless the address asks for the list (?tab=<listTab>).
 */
export function useChosenRecord(param: string, listTab: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = searchParams.get(param) ?? '';
  const tab = id && searchParams.get('tab') !== listTab ? 'details' : listTab;
  const [focusDetails, setFocusDetails] = useState(false);
  const focused = useCallback(() => setFocusDetails(false), []);

  const change = (apply: (next: URLSearchParams) => void) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      apply(next);
      return next;
    });

  /** Opens a record's details, at the top of the page, its heading focused. */
  const open = (chosen: string) => {
    change((next) => {
      next.set(param, chosen);
      next.delete('tab');
    });
    setFocusDetails(true);
    window.scrollTo({ top: 0 });
  };

  const showTab = (value: string) =>
    change((next) => {
      if (value === listTab) next.set('tab', listTab);
      else next.delete('tab');
    });

  return { id, tab, open, showTab, focusDetails, focused };
}
