/**
 * @jest-environment jsdom
 */
import { earlyTap, earlyTapScript, replayEarlyTaps } from './early-taps';

/** A page as its HTML parses: the early-tap script, then its buttons, none of them working yet. */
function page(): Record<string, HTMLButtonElement> {
  document.body.innerHTML = '';
  new Function(earlyTapScript)();
  const button = (name: string, marked: boolean) => {
    const element = document.createElement('button');
    element.textContent = name;
    if (marked) Object.assign(element.dataset, { earlyTap: earlyTap['data-early-tap'] });
    document.body.append(element);
    return element;
  };
  return { menu: button('menu', true), tag: button('tag', true), copy: button('copy', false) };
}

/** What each button does once the page works (React's handlers). */
function working(buttons: Record<string, HTMLButtonElement>): string[] {
  const done: string[] = [];
  for (const [name, element] of Object.entries(buttons)) element.addEventListener('click', () => done.push(name));
  return done;
}

describe('early taps', () => {
  const reactMarker = '_reactListening' + 'test';
  afterEach(() => {
    Reflect.deleteProperty(document, reactMarker);
    window.solioEarlyTaps = undefined;
  });

  it('carries out the taps on marked buttons once the page works, each once, in the order of its last tap', () => {
    const buttons = page();
    for (const name of ['menu', 'tag', 'copy', 'menu']) buttons[name]?.click();
    const done = working(buttons);
    replayEarlyTaps();
    expect(done).toEqual(['tag', 'menu']);
    // Once only: the page working, a later call taps nothing.
    replayEarlyTaps();
    expect(done).toEqual(['tag', 'menu']);
  });

  it('drops a tapped button that is gone or disabled once the page works', () => {
    const buttons = page();
    buttons.menu?.click();
    buttons.tag?.click();
    buttons.menu?.remove();
    buttons.tag!.disabled = true;
    const done = working(buttons);
    replayEarlyTaps();
    expect(done).toEqual([]);
  });

  it('notes nothing once React listens', () => {
    const buttons = page();
    Object.assign(document, { [reactMarker]: true });
    buttons.menu?.click();
    const done = working(buttons);
    replayEarlyTaps();
    expect(done).toEqual([]);
  });
});
