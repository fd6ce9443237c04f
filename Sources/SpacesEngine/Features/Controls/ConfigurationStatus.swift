/// Where a control's configuration stands.
package enum ConfigurationStatus: Equatable, Sendable {
  /// Static, or configured: it reloads as usual.
  case ready
  /// Its saved configuration is being read (entities looked up); it reloads once read.
  case loading
  /// It can't be used until it is configured: a required parameter has no value, or its saved
  /// entity no longer exists (the reason). It shows "Not configured" and doesn't reload.
  case unconfigured(reason: String)
}
