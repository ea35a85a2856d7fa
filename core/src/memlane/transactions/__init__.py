"""The verifiable write spine: admission, single-writer coordinator, projection owners,
sealed manifests, reconciler."""
