import React from "react";

type Props = {
  children: React.ReactNode;
  title: string;
  text: string;
  cta: string;
  /** The home page in the page's language. */
  home?: string;
  /** When this changes (a new route), a shown error is cleared. */
  resetKey?: string;
};
type State = { error: Error | null };

/**
 * A render error anywhere shows this page instead of a blank screen. Kept as React's own
 * three-method class rather than react-error-boundary: the library (6.1) bundles to about
 * 0.7 KB compressed against this file's 0.5 KB, and would add a dependency for the same
 * getDerivedStateFromError, reset on a new route and logging.
 */
export class ErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(prev: Props): void {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  componentDidCatch(error: Error, info: React.ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main
        id="content"
        className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-6 py-16"
      >
        <h1 className="text-3xl font-bold">{this.props.title}</h1>
        <p>{this.props.text}</p>
        <pre className="overflow-x-auto rounded-md bg-muted p-4 text-sm whitespace-pre-wrap">
          {error.message}
        </pre>
        {/* A plain link: a full reload clears whatever state broke. */}
        <a className="font-semibold text-primary underline" href={this.props.home ?? "/"}>
          {this.props.cta}
        </a>
      </main>
    );
  }
}
