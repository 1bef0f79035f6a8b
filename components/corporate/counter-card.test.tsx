import { act, render, screen } from '@testing-library/react';
import { CounterCard } from './counter-card';

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;

let observers: { callback: ObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];

function mockEnvironment(reducedMotion: boolean) {
  observers = [];
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  class FakeObserver {
    private entry: (typeof observers)[number];
    constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
}

describe('CounterCard', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the final value at once and never observes under reduced motion', () => {
    mockEnvironment(true);
    render(<CounterCard value={120} text="120 kW" suffix=" kW" label="de puissance" locale="fr" />);
    expect(screen.getByTestId('counter-value')).toHaveTextContent('120 kW');
    expect(observers).toHaveLength(0);
  });

  it('waits for 10% visibility and the delay, then counts up once to the final value', () => {
    jest.useFakeTimers();
    mockEnvironment(false);
    render(<CounterCard value={115} text="115" label="déploiements" locale="fr" delay={300} />);
    expect(screen.getByTestId('counter-value')).toHaveTextContent('0');
    expect(observers[0]?.options?.threshold).toBe(0.1);

    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(observers[0]?.disconnected).toBe(true);
    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByTestId('counter-value')).toHaveTextContent('0');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('counter-value')).toHaveTextContent('115');
    expect(screen.getByTestId('counter-value').closest('[data-slot="counter-card"]')).toHaveAttribute('data-state', 'done');
  });

  it('builds no number formatter until it counts, and shows the server text at the end', () => {
    jest.useFakeTimers();
    mockEnvironment(false);
    const built = jest.spyOn(Intl, 'NumberFormat');
    render(<CounterCard value={37000} text="+37,000 ha" prefix="+" suffix=" ha" label="area" locale="en" />);
    expect(screen.getByTestId('counter-value')).toHaveTextContent('+0 ha');
    expect(screen.getByTestId('counter-value')).toHaveAttribute('data-final', '+37,000 ha');
    expect(built).not.toHaveBeenCalled();

    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    act(() => jest.advanceTimersByTime(800));
    expect(built).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('counter-value').textContent).toMatch(/^\+\d{1,2},\d{3} ha$/);
    act(() => jest.advanceTimersByTime(3000));
    expect(built).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('counter-value')).toHaveTextContent('+37,000 ha');
    built.mockRestore();
  });
});

describe('CounterCard for screen readers', () => {
  afterEach(() => jest.useRealTimers());

  it('gives the final figure while the count-up waits and runs, then the figure alone', () => {
    jest.useFakeTimers();
    mockEnvironment(false);
    render(<CounterCard value={11026} text="11 026" label="vies améliorées" locale="fr" />);
    const figure = screen.getByTestId('counter-value').parentElement;
    expect(screen.getByTestId('counter-value')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('11 026')).toHaveClass('sr-only');

    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    act(() => jest.advanceTimersByTime(800));
    expect(screen.getByTestId('counter-value')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('11 026')).toHaveClass('sr-only');

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('counter-value')).not.toHaveAttribute('aria-hidden');
    expect(figure?.textContent).toBe('11 026');
  });
});
