// Adapts an RxJS observable to a Lit component: subscribes while the host is connected,
// keeps the latest value and asks the host to update on each one. State stays outside the
// component (in the engine's observables); the component only renders `value`.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Observable, Subscription } from 'rxjs';

export class ObservableController<T> implements ReactiveController {
  /** The latest value, or undefined before the first one (or after switching source). */
  value: T | undefined;
  /** An error the observable ended with, if any. */
  error: unknown;
  private source: Observable<T> | undefined;
  private subscription: Subscription | undefined;
  private connected = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    source?: Observable<T>,
  ) {
    host.addController(this);
    this.source = source;
  }

  /** Follow another observable (or none); the previous one is unsubscribed. */
  observe(source: Observable<T> | undefined): void {
    if (source === this.source) return;
    this.unsubscribe();
    this.source = source;
    this.value = undefined;
    this.error = undefined;
    if (this.connected) this.subscribe();
    this.host.requestUpdate();
  }

  hostConnected(): void {
    this.connected = true;
    this.subscribe();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.unsubscribe();
  }

  private subscribe(): void {
    if (!this.source || this.subscription) return;
    this.subscription = this.source.subscribe({
      next: (value) => {
        this.value = value;
        this.host.requestUpdate();
      },
      error: (error: unknown) => {
        this.error = error;
        this.host.requestUpdate();
      },
    });
  }

  private unsubscribe(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
  }
}
